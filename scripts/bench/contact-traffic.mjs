// The traffic of `npm run bench:contact` (and of the tests that post the form without a browser): contact
// requests posted to the form's Server Action as a browser does, each from a client address of its own, the
// malformed ones the action must refuse, and a pool that sends them at a fixed concurrency while timing every
// answer.
import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { DomUtils, parseDocument } from 'htmlparser2'

/** The second octet of each phase's client addresses (`loopbackAddress`): no two phases share an address. */
export const addressBlocks = {
  outage: 10,
  crash: 11,
  bad: 12,
  limit: 13,
  unproven: 14,
  mailbox: 15,
  legit: 16,
  consentFlood: 17,
  consentLegit: 18,
}

/**
 * The `index`-th client address of `block`: 127.<block>.<x>.<y>, distinct for 62,500 indexes. Linux answers
 * on the whole of 127.0.0.0/8, so a request bound to it (node:http's `localAddress`) reaches a server on
 * 127.0.0.1 from that TCP source address, which nginx's limit_req and its X-Forwarded-For then carry.
 */
export function loopbackAddress(block, index) {
  return `127.${block}.${Math.floor(index / 250)}.${(index % 250) + 1}`
}

/**
 * The `index`-th address of the IPv6 /64 `prefix` ('2001:db8:44:0'), its interface ID spread over all four
 * groups, distinct for every index. With a prefix around it routed to the loopback (`ip -6 route add local
 * 2001:db8:44::/48 dev lo`) a request can be bound to any of them, as a client given a /64 can.
 */
export function subnetAddress(prefix, index) {
  const group = (n) => (n & 0xffff).toString(16)
  return `${prefix}:${group(index * 7919)}:${group(index * 104_729)}:${group(index >> 16)}:${group(index + 1)}`
}

/**
 * Headers that name another client than the connection: what a script sends hoping the server believes it
 * (a new address of 198.18.0.0/15, the benchmarking range, for each `index`). `cloudflare`: CF-Connecting-IP
 * too, which only Cloudflare's edge may set.
 */
export function spoofedAddressHeaders(index, { cloudflare = true } = {}) {
  const spoofed = `198.${18 + Math.floor(index / 62_500)}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`
  return {
    'x-forwarded-for': spoofed,
    'x-real-ip': spoofed,
    ...(cloudflare && { 'cf-connecting-ip': spoofed }),
  }
}

/**
 * `amount` spellings of one Gmail mailbox, each distinct as a string and all delivered to the same inbox:
 * each with a `+tag` of its own, its local part in turn as is, in upper case (the domain too), with dots
 * between its letters, and capitalised with dots. `tag` (the run's, [a-z0-9]) keeps runs apart.
 */
export function mailboxSpellings(tag, amount) {
  const local = `benchcontact${tag}`
  const dotted = (text, index) =>
    [...text].map((letter, at) => (at > 0 && (at + index) % 3 === 0 ? `.${letter}` : letter)).join('')
  const spellings = [
    (index) => `${local}+${index}@gmail.com`,
    (index) => `${local.toUpperCase()}+${index}@GMail.com`,
    (index) => `${dotted(local, index)}+${index}@gmail.com`,
    (index) => `${dotted(local[0].toUpperCase() + local.slice(1), index)}+${index}@GMAIL.COM`,
  ]
  return {
    mailbox: `${local}@gmail.com`,
    recipients: Array.from({ length: amount }, (_, index) => spellings[index % spellings.length](index)),
  }
}

/**
 * The e-mail that tags a request: its run, its phase and its index, so that the store's rows and the stand-in's
 * calls of one phase can be counted apart (`requestEmailPrefix`), and each request gets its own auto-reply.
 */
export const requestEmailPrefix = (tag, phase) => `request.${tag}.${phase}.`
const requestEmail = (tag, phase, index) => `${requestEmailPrefix(tag, phase)}${index}@bench.example.com`

/**
 * A valid request body as the form sends it (`services`: lib/contact/fields.ts's serviceOptions); `email`
 * replaces the phase's own.
 */
export function contactRequestRecord(tag, phase, index, services, email = requestEmail(tag, phase, index)) {
  return {
    // A name is letters (lib/contact/schema.ts): the index lives in the e-mail and the message.
    firstName: 'Bench',
    lastName: 'ContactRequest',
    email,
    message: `bench:contact run ${tag}, ${phase} #${index}: a request for a quote.`,
    service: services[index % services.length],
    request_id: randomUUID(),
    filled_ms: 3000 + ((index * 7919) % 60_000),
    subject_line: '',
  }
}

/**
 * `amount` requests the form's action must refuse, each from a valid record of its own (its own request ID
 * and tagged e-mail): missing fields, over 32 KB, a bad UUID, the honeypot filled, a form sent faster than
 * 3 s, and a few more the schema refuses. Each comes with the request ID that could identify it in the store.
 */
export function malformedRequests(tag, services, amount = 500) {
  const without = (record, ...fields) => Object.fromEntries(Object.entries(record).filter(([f]) => !fields.includes(f)))
  const mutations = [
    { kind: 'missing fields', mutate: (good) => without(good, 'email', 'message') },
    { kind: 'over 32 KB', mutate: (good) => ({ ...good, message: 'x'.repeat(33 * 1024) }) },
    { kind: 'a fill time that is no number', mutate: (good) => ({ ...good, filled_ms: '5 s' }) },
    { kind: 'bad UUID', mutate: (good) => ({ ...good, request_id: 'not-a-uuid' }) },
    { kind: 'honeypot filled', mutate: (good) => ({ ...good, subject_line: 'https://cheap-pills.example' }) },
    { kind: 'filled in under 3 s', mutate: (good) => ({ ...good, filled_ms: 1200 }) },
    { kind: 'unknown service', mutate: (good) => ({ ...good, service: 'Hacking' }) },
    { kind: 'bad e-mail', mutate: (good) => ({ ...good, email: `not-an-email-${good.request_id}` }) },
    { kind: 'blank message', mutate: (good) => ({ ...good, message: '   ' }) },
  ]
  return Array.from({ length: amount }, (_, index) => {
    const good = contactRequestRecord(tag, 'bad', index, services)
    const { kind, mutate } = mutations[index % mutations.length]
    return { record: mutate(good), kind, requestId: good.request_id }
  })
}

/**
 * One POST on a connection of its own from `localAddress`; resolves with { status, body, headers, ms },
 * status null when no answer came (refused, reset, timed out).
 */
export function post(
  origin,
  path,
  { body = '', type = 'application/json', localAddress, headers = {}, timeoutMs = 60_000 },
) {
  const url = new URL(path, origin)
  const started = performance.now()
  return new Promise((resolve) => {
    const done = (status, text = '', answerHeaders = {}) =>
      resolve({ status, body: text, headers: answerHeaders, ms: performance.now() - started })
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent: false,
        localAddress,
        timeout: timeoutMs,
        headers: { 'content-type': type, 'content-length': Buffer.byteLength(body), connection: 'close', ...headers },
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => done(response.statusCode ?? null, Buffer.concat(chunks).toString(), response.headers))
        response.on('error', () => done(null))
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')))
    outgoing.on('error', () => done(null))
    outgoing.end(body)
  })
}

/**
 * Sends every item at `concurrency` (in order, each when a slot frees); `send(item, index)` makes the
 * request, `onAnswer(answer, index)` sees each answer as it comes. Resolves with the answers in the items'
 * order and the wall time.
 * @template Item, Answer
 * @param {Item[]} items
 * @param {{ concurrency: number, send: (item: Item, index: number) => Promise<Answer>,
 *   onAnswer?: (answer: Answer, index: number) => unknown }} options
 * @returns {Promise<{ answers: Answer[], seconds: number }>}
 */
export async function sendAll(items, { concurrency, send, onAnswer = () => {} }) {
  const answers = new Array(items.length)
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      answers[index] = await send(items[index], index)
      await onAnswer(answers[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return { answers, seconds: (performance.now() - started) / 1000 }
}

/** The `p`-th percentile (0–100) of `values`, by nearest rank; null for none. */
export function percentile(values, p) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/** The form's hidden Server Action fields per origin: the same for every post of one build. */
const actionFieldsOf = new Map()

/** The hidden `$ACTION_…` inputs of the contact page's form, which tell Next which action a post is for. */
function actionFields(html) {
  const inputs = DomUtils.findAll(
    (element) => element.name === 'input' && element.attribs.name?.startsWith('$ACTION'),
    parseDocument(html).children,
  )
  if (inputs.length === 0) throw new Error('the contact page has no Server Action form')
  return inputs.map((input) => [input.attribs.name, input.attribs.value ?? ''])
}

/** A status for each answer the page renders, as an HTTP API would give it: the bench and tests count by it. */
const statusOfKind = { stored: 201, invalid: 422, refused: 422, limited: 429, unavailable: 503 }

/** The answer the page rendered for a post: its kind and, once stored, its reference. */
export function renderedAnswer(html) {
  const reference = /data-testid="contact-reference"[^>]*>([^<]+)</.exec(html)?.[1] ?? null
  const kind = reference ? 'stored' : (/data-contact-answer="(\w+)"/.exec(html)?.[1] ?? null)
  return { kind, reference }
}

/**
 * Posts `record` (its fields, request ID, fill time, honeypot) to the contact form's Server Action as a
 * browser without JavaScript does, on a connection of its own from `localAddress`: multipart form data to
 * /contact with the page's hidden action fields. Resolves with { status, kind, reference, body, headers, ms }:
 * `status` is the answer's as an API would give it (201 stored, 422, 429, 503), or the HTTP status when the
 * page rendered no answer (413 over the size limit), null when no answer came.
 */
export async function submitContactForm(origin, record, options = {}) {
  if (!actionFieldsOf.has(origin)) {
    const page = await fetch(new URL('/contact', origin))
    actionFieldsOf.set(origin, actionFields(await page.text()))
  }
  const form = new FormData()
  for (const [name, value] of actionFieldsOf.get(origin)) form.append(name, value)
  for (const [name, value] of Object.entries(record)) form.append(name, String(value))
  const encoded = new Request(origin, { method: 'POST', body: form })
  const body = Buffer.from(await encoded.arrayBuffer())
  const answer = await post(origin, '/contact', { ...options, body, type: encoded.headers.get('content-type') })
  const { kind, reference } = answer.status === 200 ? renderedAnswer(answer.body) : { kind: null, reference: null }
  return { ...answer, status: kind ? statusOfKind[kind] : answer.status, kind, reference }
}

/** The reference of a stored request's answer, or null. */
export function referenceOf(answer) {
  return answer.reference ?? null
}
