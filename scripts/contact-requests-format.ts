/** How `npm run contact-requests` prints contact requests: a line each, one in full, or every column as CSV. */
import { channels, type Channel } from '@/lib/contact/config'
import type { DeliveryState, StoredContactRequest } from '@/lib/contact/store'
import { safeToPrint } from './printable'
import { csvOf } from './consents-csv'

const attempts = (count: number) => `${count} attempt${count === 1 ? '' : 's'}`

/** One channel's state in a few words: delivered, skipped (why), or pending (attempts, last error). */
export function deliveryState(delivery: DeliveryState): string {
  if (delivery.delivered_at) return 'delivered'
  if (delivery.skipped) return `skipped (${safeToPrint(delivery.skipped)})`
  const error = delivery.last_error ? `, last error: ${safeToPrint(delivery.last_error)}` : ''
  return `pending (${attempts(delivery.attempts)}${error})`
}

const deliveryOf = (contactRequest: StoredContactRequest, channel: Channel) =>
  contactRequest.deliveries.find((d) => d.channel === channel)

/** A request's deliveries in the channels' order: the agency's e-mail, the auto-reply, the webhook. */
const deliveriesOf = (contactRequest: StoredContactRequest) =>
  channels.flatMap((channel) => deliveryOf(contactRequest, channel) ?? [])

/**
 * reference, arrived, name, email, service and the state of each configured channel it has, tab-separated (the
 * agency hears of a request by its notification or by the digest, never both).
 */
export function requestLine(contactRequest: StoredContactRequest, configured: readonly Channel[]): string {
  const states = deliveriesOf(contactRequest)
    .filter((delivery) => configured.includes(delivery.channel))
    .map((delivery) => `${delivery.channel}: ${deliveryState(delivery)}`)
  return [
    contactRequest.reference,
    contactRequest.created_at,
    safeToPrint(`${contactRequest.first_name} ${contactRequest.last_name}`),
    safeToPrint(contactRequest.email),
    safeToPrint(contactRequest.service),
    states.length > 0 ? states.join('; ') : 'no delivery configured',
  ].join('\t')
}

/** Every field of one request, each channel's deliveries, and the message in full. */
export function requestDetails(contactRequest: StoredContactRequest, configured: readonly Channel[]): string {
  const field = (name: string, value: string | number | null) => `${`${name}:`.padEnd(15)} ${value ?? '-'}`
  const lines = [
    field('reference', contactRequest.reference),
    field('request id', contactRequest.request_id),
    field('arrived', contactRequest.created_at),
    field('first name', safeToPrint(contactRequest.first_name)),
    field('last name', safeToPrint(contactRequest.last_name)),
    field('email', safeToPrint(contactRequest.email)),
    field('service', safeToPrint(contactRequest.service)),
    field('ip address', contactRequest.ip_address ?? 'unknown'),
    field('proof of work', contactRequest.proven ? 'yes' : 'no: no auto-reply, the agency told by the digest'),
  ]
  for (const delivery of deliveriesOf(contactRequest)) {
    const { channel } = delivery
    lines.push(
      '',
      `${channel}${configured.includes(channel) ? '' : ' (not configured here)'}: ${deliveryState(delivery)}`,
    )
    lines.push(
      field('  attempts', delivery.attempts),
      field('  last error', delivery.last_error && safeToPrint(delivery.last_error)),
      field('  next attempt', delivery.delivered_at || delivery.skipped ? null : delivery.next_attempt_at),
      field('  delivered', delivery.delivered_at),
    )
    if (delivery.skipped) lines.push(field('  skipped', safeToPrint(delivery.skipped)))
  }
  lines.push('', 'message:', safeToPrint(contactRequest.message, { keepNewlines: true }))
  return `${lines.join('\n')}\n`
}

const requestColumns = [
  'reference',
  'request_id',
  'created_at',
  'first_name',
  'last_name',
  'email',
  'service',
  'message',
  'ip_address',
  'proven',
] as const satisfies readonly (keyof StoredContactRequest)[]

const deliveryColumns = ['attempts', 'last_error', 'next_attempt_at', 'delivered_at', 'skipped'] as const

/** Every column; each channel's delivery flattened into its own columns (notification_attempts, …). */
export function contactRequestsCsv(contactRequests: readonly StoredContactRequest[]): string {
  const flatColumns = channels.flatMap((channel) => deliveryColumns.map((column) => `${channel}_${column}`))
  const rows = contactRequests.map((contactRequest) => {
    const row: Record<string, unknown> = Object.fromEntries(
      requestColumns.map((column) => [column, contactRequest[column]]),
    )
    for (const channel of channels)
      for (const column of deliveryColumns)
        row[`${channel}_${column}`] = deliveryOf(contactRequest, channel)?.[column] ?? null
    return row
  })
  return csvOf([...requestColumns, ...flatColumns], rows)
}
