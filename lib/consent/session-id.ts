import { hex } from '@/lib/hex'

/** 'sess_' + milliseconds + '_' + 16 random hex digits, e.g. sess_1763750000000_9f2c4e1a0b7d3c58. */
export const sessionIdPattern = /^sess_\d{10,16}_[a-z0-9]{6,32}$/

export function createSessionId(now: number = Date.now()): string {
  return `sess_${now}_${hex(crypto.getRandomValues(new Uint8Array(8)))}`
}
