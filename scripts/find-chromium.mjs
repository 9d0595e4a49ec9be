#!/usr/bin/env node
// Locate a Chromium binary for Playwright. Never downloads Playwright browsers.
//   node scripts/find-chromium.mjs   -> prints the path
import { existsSync, realpathSync } from 'node:fs'
import { aptInstall, canAptInstall } from './apt-install.mjs'
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

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  if (fromEnv) console.error(`[find-chromium] CHROMIUM_PATH=${fromEnv} does not exist, looking elsewhere`)

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
  findChromium().then(
    (path) => console.log(path),
    (err) => {
      console.error(err.message)
      process.exit(1)
    },
  )
}
