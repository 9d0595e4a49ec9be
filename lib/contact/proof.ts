/**
 * The contact form's proof of work (ALTCHA): the server hands the browser a signed challenge, the browser finds
 * its counter in a worker while the visitor types (components/contact/use-contact-proof.ts), and the server
 * checks the answer here. No third party, no cookie, nothing to solve by eye. A request without a valid proof is
 * still stored; the store spends each proof once (db/migrations) and decides what a proof earns.
 */
import 'server-only'
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import * as z from 'zod/mini'
import { env, onCloudflare } from '@/lib/env'
import { hex as hexOfBytes } from '@/lib/hex'
import { proofCost } from './limits'

export type { Challenge }

/** A checked proof: its challenge's signature, which the store spends once, and when the challenge expires. */
export interface VerifiedProof {
  challenge: string
  expiresAt: Date
}

const hex = (length: number) => z.string().check(z.regex(new RegExp(`^[0-9a-f]{${length}}$`)))

/** What the form sends: ALTCHA's payload, nothing more, within fixed sizes (it is read before it is trusted). */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal('SHA-256'),
      nonce: hex(32),
      salt: hex(32),
      cost: z.int().check(z.positive(), z.lte(1000)),
      keyLength: z.int().check(z.positive(), z.lte(64)),
      keyPrefix: hex(32),
      expiresAt: z.int(),
    }),
    signature: hex(64),
  }),
  solution: z.object({ counter: z.int().check(z.gte(0)), derivedKey: hex(64) }),
})

let drawnKey: string | undefined

/**
 * The key challenges are signed with: CONTACT_PROOF_KEY, or one drawn for this process, which no other server
 * shares (their requests then count as unproven, and wait for the digest): said once where that matters.
 */
function signingKey(): string {
  if (env.proofKey) return env.proofKey
  if (drawnKey) return drawnKey
  drawnKey = hexOfBytes(crypto.getRandomValues(new Uint8Array(32)))
  if (env.databaseUrl || env.supabase || onCloudflare)
    console.warn(
      '[contact] CONTACT_PROOF_KEY is not set: this server signs the form’s proof-of-work challenges with a key of its own, which other servers cannot check (requests proven on one and sent to another wait for the hourly digest, without an auto-reply). Set the same CONTACT_PROOF_KEY on every server.',
    )
  return drawnKey
}

/** A new challenge, valid for proofCost.expiresInMs from `now`. */
export function newChallenge(now = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: proofCost.cost,
    counter: randomInt(proofCost.maxCounter, proofCost.minCounter),
    deriveKey,
    expiresAt: new Date(now.getTime() + proofCost.expiresInMs),
    hmacSignatureSecret: signingKey(),
  })
}

/** The proof the form sent, when it is one of our challenges, solved and not expired; null otherwise. */
export async function verifyProof(posted: string | undefined): Promise<VerifiedProof | null> {
  if (!posted) return null
  let payload: z.infer<typeof payloadSchema>
  try {
    payload = payloadSchema.parse(JSON.parse(posted))
  } catch {
    return null
  }
  const { verified } = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: signingKey(),
  })
  if (!verified) return null
  return {
    challenge: payload.challenge.signature,
    expiresAt: new Date(payload.challenge.parameters.expiresAt * 1000),
  }
}
