/** How `npm run leads` prints contact requests: a line each, one in full, or every column as CSV. */
import { channels, type Channel, type DeliveryState, type StoredLead } from '@/lib/leads/store'
import { csvOf } from './consents-csv'

/**
 * Visitor text made safe for the operator's terminal: control characters (escape sequences among them),
 * line separators and bidirectional overrides become a space; `keepNewlines` keeps line breaks, as \n.
 */
export function printable(text: string, { keepNewlines = false } = {}): string {
  const unsafe = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
  const lines = text.replace(/\r\n?/g, '\n').replace(unsafe, ' ')
  return keepNewlines ? lines : lines.replace(/\n/g, ' ')
}

const attempts = (count: number) => `${count} attempt${count === 1 ? '' : 's'}`

/** One channel's state in a few words: delivered, skipped (why), or pending (attempts, last error). */
export function deliveryState(delivery: DeliveryState | undefined): string {
  if (!delivery) return 'no delivery row'
  if (delivery.delivered_at) return 'delivered'
  if (delivery.skipped) return `skipped (${printable(delivery.skipped)})`
  const error = delivery.last_error ? `, last error: ${printable(delivery.last_error)}` : ''
  return `pending (${attempts(delivery.attempts)}${error})`
}

const deliveryOf = (lead: StoredLead, channel: Channel) => lead.deliveries.find((d) => d.channel === channel)

/** reference, arrived, name, email, service and each configured channel's state, tab-separated. */
export function leadLine(lead: StoredLead, configured: readonly Channel[]): string {
  const states = configured.map((channel) => `${channel}: ${deliveryState(deliveryOf(lead, channel))}`)
  return [
    lead.reference,
    lead.created_at,
    printable(`${lead.first_name} ${lead.last_name}`),
    printable(lead.email),
    printable(lead.service),
    states.length > 0 ? states.join('; ') : 'no delivery configured',
  ].join('\t')
}

/** Every field of one request, each channel's deliveries, and the message in full. */
export function leadDetails(lead: StoredLead, configured: readonly Channel[]): string {
  const field = (name: string, value: string | number | null) => `${`${name}:`.padEnd(15)} ${value ?? '-'}`
  const lines = [
    field('reference', lead.reference),
    field('request id', lead.request_id),
    field('arrived', lead.created_at),
    field('first name', printable(lead.first_name)),
    field('last name', printable(lead.last_name)),
    field('email', printable(lead.email)),
    field('service', printable(lead.service)),
    field('ip address', lead.ip_address ?? 'unknown'),
  ]
  for (const channel of channels) {
    const delivery = deliveryOf(lead, channel)
    lines.push(
      '',
      `${channel}${configured.includes(channel) ? '' : ' (not configured here)'}: ${deliveryState(delivery)}`,
    )
    if (!delivery) continue
    lines.push(
      field('  attempts', delivery.attempts),
      field('  last error', delivery.last_error && printable(delivery.last_error)),
      field('  next attempt', delivery.delivered_at || delivery.skipped ? null : delivery.next_attempt_at),
      field('  delivered', delivery.delivered_at),
    )
    if (delivery.skipped) lines.push(field('  skipped', printable(delivery.skipped)))
  }
  lines.push('', 'message:', printable(lead.message, { keepNewlines: true }))
  return `${lines.join('\n')}\n`
}

const leadColumns = [
  'reference',
  'request_id',
  'created_at',
  'first_name',
  'last_name',
  'email',
  'service',
  'message',
  'ip_address',
] as const satisfies readonly (keyof StoredLead)[]

const deliveryColumns = ['attempts', 'last_error', 'next_attempt_at', 'delivered_at', 'skipped'] as const

/** Every column; each channel's delivery flattened into its own columns (notification_attempts, …). */
export function leadsCsv(leads: readonly StoredLead[]): string {
  const flatColumns = channels.flatMap((channel) => deliveryColumns.map((column) => `${channel}_${column}`))
  const rows = leads.map((lead) => {
    const row: Record<string, unknown> = Object.fromEntries(leadColumns.map((column) => [column, lead[column]]))
    for (const channel of channels)
      for (const column of deliveryColumns) row[`${channel}_${column}`] = deliveryOf(lead, channel)?.[column] ?? null
    return row
  })
  return csvOf([...leadColumns, ...flatColumns], rows)
}
