import { expect, type APIRequestContext, type Page, type Request, type Route, type TestInfo } from '@playwright/test'
import type { Challenge } from 'altcha-lib'
import { EMAILJS_STAND_IN_PORT, emailjsTestConfig, testEnv } from '../../scripts/test-env.mjs'
import { solvedProof as solved } from '../unit/support/contact-fixtures'
import { holdClock, wakeIsland } from './support'

/** The local EmailJS stand-in the server delivers to (scripts/emailjs-stand-in.mjs). */
const standIn = `http://127.0.0.1:${EMAILJS_STAND_IN_PORT}`
export const templates = {
  notification: emailjsTestConfig().EMAILJS_TEMPLATE_ID,
  autoReply: emailjsTestConfig().EMAILJS_AUTOREPLY_TEMPLATE_ID,
}

export interface EmailjsCall {
  service_id: string
  template_id: string
  user_id: string
  accessToken: string
  template_params: Record<string, string>
  status: number
}

/** A call of the form's Server Action: the script posts to the page itself, as the form does without it. */
export const isContactAction = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/contact'

/** Hands each call of the form's Server Action to `handle`; the page's own loads go on. */
export function routeContactAction(page: Page, handle: (route: Route) => unknown) {
  return page.route('**/contact', (route) => (isContactAction(route.request()) ? handle(route) : route.continue()))
}

export const form = (page: Page) => page.getByRole('form', { name: 'Modulo di contatto' })
export const submitButton = (page: Page) => form(page).getByRole('button', { name: 'Invia messaggio' })
export const errorMessage =
  "Si è verificato un errore nell'invio del form. Per favore riprova o contattaci direttamente via email."

/**
 * A recipient of this test's own, so that tests running side by side, or on another host against the same
 * stand-in, never see each other's e-mails.
 */
export function visitorEmail(testInfo: TestInfo): string {
  const host = process.env.HOSTING_TARGET ?? 'npm-start'
  const tag = `${host}-${testInfo.project.name}-${testInfo.testId}-${testInfo.retry}`
    .replace(/[^a-z0-9-]/gi, '')
    .toLowerCase()
  return `giulia.${tag}@example.it`
}

/** The next calls for `email` answer these statuses (then 200 again). */
export async function scriptEmailjs(request: APIRequestContext, email: string, statuses: number[]) {
  expect((await request.post(`${standIn}/__script`, { data: { email, statuses } })).ok()).toBe(true)
}

export async function emailjsCalls(request: APIRequestContext, email: string): Promise<EmailjsCall[]> {
  const response = await request.get(`${standIn}/__calls?email=${encodeURIComponent(email)}`)
  return (await response.json()) as EmailjsCall[]
}

/** The hourly digests (calls with the notification template) that list `text`, such as a request's reference. */
export async function digestsListing(request: APIRequestContext, text: string): Promise<EmailjsCall[]> {
  const response = await request.get(`${standIn}/__calls`)
  return ((await response.json()) as EmailjsCall[]).filter(
    (call) => call.template_params.firstName === 'Riepilogo orario' && call.template_params.message.includes(text),
  )
}

/**
 * A proof of work for a request a test posts itself, as the form's worker makes it: the host's own challenge
 * (GET /api/contact/challenge), solved here with Node's SHA-256. Without one a request waits for the digest.
 */
export async function solvedProof(request: APIRequestContext): Promise<string> {
  return solved((await (await request.get('/api/contact/challenge')).json()) as Challenge)
}

/** Waits until the stand-in has answered `count` calls for `email` with 200, and returns every call. */
export async function waitForDelivered(request: APIRequestContext, email: string, count: number) {
  await expect
    .poll(async () => (await emailjsCalls(request, email)).filter((call) => call.status === 200).length)
    .toBe(count)
  return emailjsCalls(request, email)
}

/** What the operator runs once EmailJS works again: deliver every pending request now (npm run contact-requests -- deliver --now). */
export async function deliverNow(request: APIRequestContext) {
  const response = await request.post('/api/contact/deliver?now=1', {
    headers: { Authorization: `Bearer ${testEnv.OPERATOR_TOKEN}` },
  })
  expect(response.status()).toBe(200)
  return response.json()
}

export async function fillForm(page: Page, email: string) {
  await form(page).getByLabel('Nome', { exact: true }).fill('Giulia')
  await form(page).getByLabel('Cognome', { exact: true }).fill('Ferri')
  await form(page).getByLabel('Email', { exact: true }).fill(email)
  await form(page).getByLabel('Servizio', { exact: true }).selectOption('Chatbot AI')
  await form(page).getByLabel('Messaggio', { exact: true }).fill('Vorrei un chatbot per il mio negozio online.')
}

/**
 * The page's clock stands still from its first script on, so only the test moves it: the 3-second
 * guard and the 5-second thank-you are page time, whatever the machine's speed.
 */
export async function openWithClockHeld(page: Page) {
  await holdClock(page)
  await page.goto('/contact')
  // The form's code loads when the visitor reaches for it (components/islands): the pointer comes over it once
  // the served form listens for that (a pointer that passed while the page hydrated would wake nothing).
  await wakeIsland(page, form(page))
  await expect(form(page)).toHaveAttribute('data-hydrated', 'true')
}

/** A submit in the form's first 3 seconds is held back until they pass; jump the clock past that. */
export async function openForm(page: Page) {
  await openWithClockHeld(page)
  await page.clock.fastForward(4000)
}

/** The reference the thank-you shows (lib/contact/reference.ts). */
export { referencePattern } from '@/lib/contact/reference'
