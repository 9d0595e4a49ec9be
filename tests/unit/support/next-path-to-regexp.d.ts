// Next ships the matcher it uses for next.config's `source` patterns without types.
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(path: string, keys?: unknown[], options?: { delimiter?: string }): RegExp
}
