import { hex } from '@/lib/hex'

/** SHA-256 of a UTF-8 string as lowercase hex, with Web Crypto: the same in Node, the edge worker and the browser. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return hex(new Uint8Array(digest))
}
