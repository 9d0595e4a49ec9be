// Imported by playwright.config.ts and the benchmarks.
/** How every test and benchmark starts Chromium here: no sandbox or GPU in a container, no background traffic. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
