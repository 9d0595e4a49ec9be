/** @jest-environment node */
// One contract between the contact form's schema and the database (db/migrations/005): whatever the schema
// accepts, the database takes as the schema wrote it; the rules both hold are written the same in both.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { serviceOptions } from '@/lib/contact/fields'
import { contactSchema, emailPattern } from '@/lib/contact/schema'
import { addressLimit, autoReplyBudget, recipientLimit } from '@/lib/contact/limits'
import { EmbeddedDatabase } from '@/lib/store/embedded'
import { PostgresDatabase } from '@/lib/store/postgres'
import type { SqlDatabase } from '@/lib/store/sql'
import { freshDatabase } from './support/postgres'
import { testVisitor } from './support/contact-fixtures'

/** Characters that a name, an address or a message may or may not hold, the hostile ones among them. */
const letters = ['a', 'Z', 'é', 'ß', 'ễ', 'Σ', 'ж', 'ʼ', '\u0301']
const punctuation = [' ', "'", '’', '-', '.', '\t', '\u00a0', '\ufeff']
const hostile = ['0', '7', '@', ':', '/', '<', ',', '\u0000', '\u0007', '\r', '\n', '\u0085', '\u00ad', '\u200b']
const hostileToo = ['\u202e', '\u2066', '\u061c', '😀', 'x.co', 'ab']
const mostly = (good: string[], bad: string[]) =>
  fc.oneof(
    { arbitrary: fc.string({ unit: fc.constantFrom(...good), minLength: 1, maxLength: 20 }), weight: 3 },
    { arbitrary: fc.string({ unit: fc.constantFrom(...good, ...bad), maxLength: 20 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 90 }), weight: 1 },
  )
const name = mostly([...letters, ...punctuation], [...hostile, ...hostileToo])
const email = fc.oneof(
  fc.emailAddress(),
  fc
    .tuple(fc.emailAddress(), fc.constantFrom(',', '\r\n', ' ', '\u0000', 'à', '..', '+tag'), fc.nat(30))
    .map(([address, inserted, at]) => address.slice(0, at) + inserted + address.slice(at)),
  fc.string({ unit: 'binary', maxLength: 300 }),
)
const message = mostly([...letters, ...punctuation, '\n', '0', '<', '@', '😀'], hostile)
const valid = testVisitor
/** A valid request with one field generated: most of them pass the schema, so each field is tried. */
const candidate = fc.oneof(
  name.map((firstName) => ({ ...valid, firstName })),
  name.map((lastName) => ({ ...valid, lastName })),
  email.map((email) => ({ ...valid, email })),
  message.map((message) => ({ ...valid, message })),
  fc.oneof(fc.constantFrom(...serviceOptions), fc.constantFrom('Pizza', 'altro', 'Altro\u0000')).map((service) => ({
    ...valid,
    service,
  })),
)

describe.each([
  ['PGlite', async () => new EmbeddedDatabase('memory://')],
  ['PostgreSQL', async () => new PostgresDatabase(await freshDatabase('contact_contract'))],
])('contactSchema ⊆ what %s takes', (_name, open) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await open()
    await db.run('select 1') // PGlite starts in a second or two: pay it here
  }, 30_000)
  afterAll(() => db.close())

  it('refuses none of the generated requests the schema accepts, as the schema wrote them', async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(candidate, async (input) => {
        const parsed = contactSchema.safeParse(input)
        if (!parsed.success) return
        accepted++
        const { firstName, lastName, email, message, service } = parsed.data
        const { rows } = await db.run<{ refused: string | null }>(
          'select contact_private.refused_field($1, $2, $3, $4, $5) as refused',
          [firstName, lastName, email, message, service],
        )
        expect({ input, refused: rows[0].refused }).toEqual({ input, refused: null })
      }),
      { numRuns: 400 },
    )
    // The generators are not so hostile that nothing passes.
    expect(accepted).toBeGreaterThan(100)
  }, 60_000)

  it('writes the shared rules the same way: the e-mail shape, the services, the limits', async () => {
    const value = async <T>(text: string) => (await db.run<{ value: T }>(`select ${text} as value`)).rows[0].value
    expect(await value('contact_private.email_shape()')).toBe(emailPattern.source)
    expect(emailPattern.flags).toBe('')
    expect(await value('contact_private.service_options()')).toEqual([...serviceOptions])
    const rule = async (kind: string) =>
      (
        await db.run<{ ms: number; max: number }>(
          'select extract(epoch from window_length)::int * 1000 as ms, max_hits as max from contact_private.limit_rule($1)',
          [kind],
        )
      ).rows[0]
    expect(await rule('address')).toEqual({ ms: addressLimit.windowMs, max: addressLimit.max })
    expect(await rule('recipient')).toEqual({ ms: recipientLimit.windowMs, max: recipientLimit.max })
    expect(await rule('budget')).toEqual({ ms: autoReplyBudget.windowMs, max: autoReplyBudget.defaultMax })
  })
})
