/** What a contact request may cost us: counted in the store, so they hold across servers and on the worker. */
import { sha256Hex } from '@/lib/sha256'
import type { LimitBucket } from './store'

const minute = 60_000

/** Requests from one client address: an office sends a few, a script sends hundreds. */
export const addressLimit = { windowMs: 10 * minute, max: 5 }
/** Auto-replies to one address a day: nobody can make our account mail a stranger more than this. */
export const recipientLimit = { windowMs: 24 * 60 * minute, max: 3 }

/** Buckets are hashes, and their rows go after one window: the store keeps no plain address for a limit. */
export async function addressBucket(rawAddress: string): Promise<LimitBucket> {
  return { bucket: `address:${await sha256Hex(`contact-address:${rawAddress}`)}`, ...addressLimit }
}

export async function recipientBucket(email: string): Promise<LimitBucket> {
  return {
    bucket: `recipient:${await sha256Hex(`contact-recipient:${email.trim().toLowerCase()}`)}`,
    ...recipientLimit,
  }
}
