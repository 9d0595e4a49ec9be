import { newChallenge } from '@/lib/contact/proof'

// Each visitor's challenge is new: never prerendered, never cached.
export const dynamic = 'force-dynamic'

/**
 * A proof-of-work challenge for the contact form's script to solve while the visitor types (lib/contact/proof.ts):
 * signed, no state kept; the store spends each solved one once.
 */
export async function GET(): Promise<Response> {
  return Response.json(await newChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
