/** @jest-environment node */
// The server's check of the contact form's proof of work (lib/contact/proof.ts): a proof solved from one of our
// challenges verifies; anything else (tampered, unsolved, malformed, signed elsewhere, expired) earns nothing.
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import type { Challenge } from '@/lib/contact/proof'
import { solvedProof } from './support/contact-fixtures'

type ProofModule = typeof import('@/lib/contact/proof')
interface Posted {
  challenge: Challenge
  solution: { counter: number; derivedKey: string }
}

const savedKey = process.env.CONTACT_PROOF_KEY
afterEach(() => {
  if (savedKey === undefined) delete process.env.CONTACT_PROOF_KEY
  else process.env.CONTACT_PROOF_KEY = savedKey
  jest.useRealTimers()
})

/** proof.ts as a server loads it with CONTACT_PROOF_KEY `key` (unset: undefined): a server of its own. */
async function server(key: string | undefined): Promise<ProofModule> {
  if (key === undefined) delete process.env.CONTACT_PROOF_KEY
  else process.env.CONTACT_PROOF_KEY = key
  let loaded: ProofModule | undefined
  await jest.isolateModulesAsync(async () => {
    loaded = await import('@/lib/contact/proof')
  })
  return loaded!
}

const keyA = 'a'.repeat(32)
const keyB = 'b'.repeat(32)

/** A solved proof of `on`, changed by `change` before it is posted. */
async function tampered(on: ProofModule, change: (posted: Posted) => void): Promise<string> {
  const posted = JSON.parse(await solvedProof(await on.newChallenge())) as Posted
  change(posted)
  return JSON.stringify(posted)
}
/** The hex string with its first character changed. */
const flip = (hex: string) => `${hex[0] === '0' ? '1' : '0'}${hex.slice(1)}`

describe('verifyProof', () => {
  it('a proof solved from one of our challenges verifies: its signature, which the store spends, and its expiry', async () => {
    const proof = await server(keyA)
    const challenge = await proof.newChallenge(new Date('2026-03-07T10:00:00.000Z'))
    jest.useFakeTimers({ now: new Date('2026-03-07T10:01:00.000Z'), doNotFake: [...nonDate] })
    expect(await proof.verifyProof(await solvedProof(challenge))).toEqual({
      challenge: challenge.signature,
      expiresAt: new Date('2026-03-07T10:10:00.000Z'),
    })
  })

  it.each<[string, (posted: Posted) => void]>([
    ['its salt changed', (posted) => (posted.challenge.parameters.salt = flip(posted.challenge.parameters.salt))],
    ['its cost lowered', (posted) => (posted.challenge.parameters.cost = 0.5)],
    ['its cost raised', (posted) => (posted.challenge.parameters.cost += 1)],
    ['its expiry pushed back a day', (posted) => (posted.challenge.parameters.expiresAt! += 86_400)],
    ['a counter one off', (posted) => (posted.solution.counter += 1)],
    ['another derived key', (posted) => (posted.solution.derivedKey = flip(posted.solution.derivedKey))],
  ])('a solved proof with %s is refused', async (_case, change) => {
    const proof = await server(keyA)
    expect(await proof.verifyProof(await tampered(proof, change))).toBeNull()
  })

  it.each<[string, string | undefined]>([
    ['no proof', undefined],
    ['an empty one', ''],
    ['text that is no JSON', '{"challenge": '],
    ['JSON of another shape', '[1, 2, 3]'],
    ['null', 'null'],
    ['a challenge without its solution', JSON.stringify({ challenge: { parameters: {}, signature: 'ab' } })],
    ['a megabyte of padding', `{"challenge": "${'x'.repeat(1_000_000)}"}`],
  ])('%s is refused', async (_case, posted) => {
    expect(await (await server(keyA)).verifyProof(posted)).toBeNull()
  })

  it.each<[string, (posted: Posted) => void]>([
    ['another algorithm', (posted) => Object.assign(posted.challenge.parameters, { algorithm: 'PBKDF2/SHA-256' })],
    ['a cost of a million', (posted) => (posted.challenge.parameters.cost = 1_000_000)],
    ['a derived key of 10,000 characters', (posted) => (posted.solution.derivedKey = 'ab'.repeat(5000))],
    ['a negative counter', (posted) => (posted.solution.counter = -1)],
  ])('a proof of an odd shape (%s) is refused', async (_case, change) => {
    const proof = await server(keyA)
    expect(await proof.verifyProof(await tampered(proof, change))).toBeNull()
  })

  it('every server with the same CONTACT_PROOF_KEY accepts the others’ proofs; a server with another key refuses them', async () => {
    const [one, another, elsewhere] = [await server(keyA), await server(keyA), await server(keyB)]
    const posted = await solvedProof(await one.newChallenge())
    expect(await another.verifyProof(posted)).not.toBeNull()
    expect(await elsewhere.verifyProof(posted)).toBeNull()
  })

  it('without CONTACT_PROOF_KEY each server draws a key of its own: its proofs verify there only', async () => {
    const [one, another] = [await server(undefined), await server(undefined)]
    const posted = await solvedProof(await one.newChallenge())
    expect(await one.verifyProof(posted)).not.toBeNull()
    expect(await another.verifyProof(posted)).toBeNull()
  })

  it('a proof verifies until its challenge is 10 minutes old, and not a second later', async () => {
    const proof = await server(keyA)
    const issued = new Date('2026-03-07T10:00:00.000Z')
    const posted = await solvedProof(await proof.newChallenge(issued))
    jest.useFakeTimers({ now: new Date(issued.getTime() + 10 * 60_000), doNotFake: [...nonDate] })
    expect(await proof.verifyProof(posted)).not.toBeNull()
    jest.setSystemTime(new Date(issued.getTime() + 10 * 60_000 + 1000))
    expect(await proof.verifyProof(posted)).toBeNull()
  })
})

describe('GET /api/contact/challenge', () => {
  it('hands each visitor a challenge of its own, never cached, that this server verifies once solved', async () => {
    process.env.CONTACT_PROOF_KEY = keyA
    let GET: typeof import('@/app/api/contact/challenge/route').GET | undefined
    let verifyProof: ProofModule['verifyProof'] | undefined
    await jest.isolateModulesAsync(async () => {
      ;({ GET } = await import('@/app/api/contact/challenge/route'))
      ;({ verifyProof } = await import('@/lib/contact/proof'))
    })
    const [first, second] = [await GET!(), await GET!()]
    expect(first.headers.get('cache-control')).toBe('no-store')
    const [challenge, other] = [(await first.json()) as Challenge, (await second.json()) as Challenge]
    expect(challenge.parameters.nonce).not.toBe(other.parameters.nonce)
    expect(await verifyProof!(await solvedProof(challenge))).toMatchObject({ challenge: challenge.signature })
  })
})

/** Every clock but the date's runs for real: the solver and the checks' own awaits are not held up. */
const nonDate = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const
