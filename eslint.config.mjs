import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Dependencies point one way: app -> components -> hooks / lib -> content. The import plugin
  // (and its TypeScript resolver, which reads the @/ alias) comes with eslint-config-next.
  {
    name: 'import-directions',
    files: ['**/*.{ts,tsx,mts,mjs}'],
    // Packages are not read for their imports: no-cycle ignores them anyway, and some do not parse (PGlite's bundle).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./components', './hooks', './lib', './content', './middleware.ts', './instrumentation.ts'],
              from: './app',
              message: 'app/ holds routes only: nothing imports from it.',
            },
            {
              target: ['./hooks', './lib', './content', './middleware.ts', './instrumentation.ts'],
              from: './components',
              message: 'Components sit above hooks, lib and content: move the shared code down.',
            },
            {
              target: ['./lib', './content', './middleware.ts', './instrumentation.ts'],
              from: './hooks',
              message: 'hooks/ holds client-only React hooks: lib and content stay free of them.',
            },
            {
              target: './content',
              from: './lib',
              except: ['./routes.ts'],
              message:
                'content/ is typed data: it may link to the route registry (lib/routes.ts) and nothing else in lib.',
            },
            {
              target: './lib/routes.ts',
              from: './content',
              message: 'The route registry imports no content: content links to it, so this would close a cycle.',
            },
            {
              target: ['./components', './hooks', './content'],
              from: './lib/seo/page-paths.ts',
              message:
                'lib/seo/page-paths.ts pulls in the product catalogue: only the sitemap, the request layer and the tests read it.',
            },
          ],
        },
      ],
      // Type-only imports are not followed here: `npm run check:cycles` (dpdm) counts those too.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Small pieces: a function, component or arrow function that runs past one screen is split.
  {
    name: 'function-length',
    files: ['{app,components,lib,hooks,scripts}/**/*.{ts,tsx,mts,mjs}', 'middleware.ts', 'instrumentation.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  globalIgnores([
    '.next*/**',
    '.open-next/**',
    '.wrangler/**',
    '.cache/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'test-results*/**',
    'playwright-report/**',
    'bench/results/**',
    'bench/floor/.next*/**',
  ]),
])
