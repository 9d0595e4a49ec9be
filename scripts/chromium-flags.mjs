// Imported by playwright.config.ts and the benchmarks: no imports here (Playwright compiles what its config imports).
/** How every test and benchmark starts Chromium here: no sandbox or GPU in a container, no background traffic. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Debian's `chromium-headless-shell`, the tests' browser (scripts/find-chromium.mjs says why). */
export const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell'
