// pa11y with HTML CodeSniffer at WCAG2AA: 0 errors on every page, desktop and 390×844, dark and light.
import pa11y from 'pa11y';
import puppeteer from 'puppeteer';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844, isMobile: true, hasTouch: true } };
const modes = ['dark', 'light'];
const parallel = 2;

export async function checkAccessibility(base, paths) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const runs = paths.flatMap((path) => Object.entries(viewports).flatMap(([device, viewport]) => modes.map((mode) => ({ path, device, viewport, mode }))));
  const findings = [];
  try {
    const next = [...runs];
    const worker = async () => {
      for (let run = next.shift(); run; run = next.shift()) {
        const page = await browser.newPage();
        // The saved preference the pre-paint theme script reads (lib/theme/config.ts).
        await page.evaluateOnNewDocument((mode) => localStorage.setItem('theme-mode', mode), run.mode);
        // Colours are judged at rest: with reduced motion the site skips its fades and transitions.
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
        const { issues } = await pa11y(base + run.path, { browser, page, runners: ['htmlcs'], standard: 'WCAG2AA', viewport: run.viewport, timeout: 60_000 });
        await page.close();
        for (const issue of issues.filter((i) => i.type === 'error')) {
          findings.push({ page: `${run.path} [${run.device}, ${run.mode}]`, message: `${issue.code}: ${issue.message} (${issue.selector})` });
        }
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  } finally {
    await browser.close();
  }
  return { checked: runs.length, findings };
}
