/**
 * Playwright as every spec uses it: each test fails if any page of its browser context reports a
 * Content-Security-Policy violation (a context a test opens itself watches with watchCspViolations), the very event the browser also reports to /api/csp-report. A
 * script the strict policy refuses (scripts/build/script-policies.mjs) breaks a test, not only a page.
 */
import { expect, test as base, type BrowserContext, type TestInfo } from '@playwright/test'

export * from '@playwright/test'

const marker = '[csp-violation]'

/** Collects, as they come, the CSP violations of every page `context` opens from now on. */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      ),
    )
  }, marker)
  context.on('console', (message) => {
    if (message.text().startsWith(marker)) violations.push(message.text())
  })
  return violations
}

/**
 * The `next start` suite's server trusts one proxy (playwright.config.ts), as behind nginx: each test's
 * browser is a visitor of its own, from an address of its own, so that no test spends another's contact
 * limit. On a host suite the real proxy writes the address it saw after this one.
 */
export function visitorAddress({ testId, retry }: Pick<TestInfo, 'testId' | 'retry'>): string {
  let hash = retry
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `198.${18 + ((hash >>> 16) & 1)}.${(hash >>> 8) & 255}.${hash & 255}`
}

export const test = base.extend<{ cspViolations: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ 'X-Forwarded-For': visitorAddress(testInfo), ...extraHTTPHeaders })
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context)
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
