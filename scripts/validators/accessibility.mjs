// pa11y with HTML CodeSniffer at WCAG2AA: 0 errors on every page, desktop and 390×844, dark and light.
import pa11y from 'pa11y'
import puppeteer from 'puppeteer'
import { chromiumFlags } from '../chromium-flags.mjs'
import { findChromium } from '../find-chromium.mjs'
import { renderSkippedBlocks } from './render-skipped-blocks.mjs'

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true },
}
const modes = ['dark', 'light']
const parallel = 2

export async function checkAccessibility(base, paths) {
  const browser = await puppeteer.launch({
    executablePath: await findChromium({ headlessShell: true }),
    // An Italian visitor, as in Playwright (locale it-IT): no automatic translation, no request to Google.
    args: [...chromiumFlags, '--lang=it-IT'],
  })
  const runs = paths.flatMap((path) =>
    Object.entries(viewports).flatMap(([device, viewport]) => modes.map((mode) => ({ path, device, viewport, mode }))),
  )
  const findings = []
  try {
    const next = [...runs]
    const errorsOf = async (run) => {
      // A context of its own: pages of one context share localStorage, and next-themes follows a theme
      // another tab stores, so two checks side by side would switch each other's theme mid-check.
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      try {
        await page.setExtraHTTPHeaders({ 'Accept-Language': 'it-IT,it;q=0.9' })
        // The saved preference the pre-paint theme script reads (lib/theme/config.ts).
        await page.evaluateOnNewDocument((mode) => localStorage.setItem('theme-mode', mode), run.mode)
        // Colours are judged at rest: with reduced motion the site skips its fades and transitions.
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }])
        await page.setViewport(run.viewport)
        await page.goto(base + run.path, { waitUntil: 'networkidle2' })
        await page.evaluate(renderSkippedBlocks)
        const { issues } = await pa11y(base + run.path, {
          browser,
          page,
          ignoreUrl: true,
          runners: ['htmlcs'],
          standard: 'WCAG2AA',
          viewport: run.viewport,
          timeout: 60_000,
        })
        return issues.filter((issue) => issue.type === 'error')
      } finally {
        await context.close()
      }
    }
    const worker = async () => {
      for (let run = next.shift(); run; run = next.shift()) {
        const errors = await errorsOf(run)
        for (const issue of errors)
          findings.push({
            page: `${run.path} [${run.device}, ${run.mode}]`,
            message: `${issue.code}: ${issue.message} (${issue.selector})`,
          })
      }
    }
    await Promise.all(Array.from({ length: parallel }, worker))
  } finally {
    await browser.close()
  }
  return { checked: runs.length, findings }
}
