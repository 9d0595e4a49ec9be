#!/usr/bin/env node
// Locate a Chromium binary for the tests and benchmarks. Never downloads Playwright browsers.
//   node scripts/find-chromium.mjs                   -> prints the path of full Chromium
//   node scripts/find-chromium.mjs --headless-shell  -> the browser the tests run on
import { existsSync, realpathSync } from 'node:fs'
import { aptInstall, canAptInstall } from './apt-install.mjs'
import { headlessShellPath } from './chromium-flags.mjs'
import { fileURLToPath } from 'node:url'

const SYSTEM_CHROMIUM = '/usr/bin/chromium'

async function playwrightChromium() {
  for (const pkg of ['@playwright/test', 'playwright-core']) {
    try {
      const { chromium } = await import(pkg)
      const path = chromium.executablePath()
      if (path && existsSync(path)) return path
    } catch {
      // package missing or browser not supported/installed: try the next option
    }
  }
  return null
}

/**
 * CHROMIUM_PATH, else Debian's Chromium, installed with apt-get when missing and root.
 * `headlessShell`: the tests' browser, Debian's headless shell (full Chromium if it cannot be had).
 * Lighthouse (bench:web) needs full Chromium's new headless mode.
 */
export async function findChromium({ headlessShell = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  if (fromEnv) console.error(`[find-chromium] CHROMIUM_PATH=${fromEnv} does not exist, looking elsewhere`)

  // Debian's `chromium-headless-shell` is Chromium's old headless mode, the build Playwright itself runs
  // headless tests on. Full Chromium's new headless mode builds a browser window's UI for every
  // context; measured here, a test that opens a page took 2.5-3 times as long there.
  if (headlessShell) {
    // With full Chromium's recommended packages: the same fonts, so the same layout, in either browser.
    if (!existsSync(headlessShellPath) && canAptInstall()) {
      try {
        aptInstall(['chromium', 'chromium-headless-shell'], 'apt-get could not install it', { recommends: true })
      } catch (error) {
        console.error(`[find-chromium] chromium-headless-shell: ${error.message}`)
      }
    }
    if (existsSync(headlessShellPath)) return headlessShellPath
    console.error(
      '[find-chromium] no chromium-headless-shell (apt-get install chromium-headless-shell): testing on full Chromium, 2-3 times slower',
    )
  }

  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM

  const bundled = await playwrightChromium()
  if (bundled) return bundled

  const hint =
    'Chromium not found. Install it with `sudo apt-get install chromium`, or set CHROMIUM_PATH=/path/to/chromium.'
  if (canAptInstall()) {
    aptInstall(['chromium'], hint, { recommends: true })
    if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM
  }
  throw new Error(hint)
}

const isMain = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  findChromium({ headlessShell: process.argv.includes('--headless-shell') }).then(
    (path) => console.log(path),
    (err) => {
      console.error(err.message)
      process.exit(1)
    },
  )
}
