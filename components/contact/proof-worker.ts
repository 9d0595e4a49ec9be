/**
 * The contact form's proof-of-work solver, off the main thread: ALTCHA's own worker loop with the browser's
 * SHA-256 (Web Crypto). Started by use-contact-proof.ts once the visitor starts the form.
 */
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { handler } from 'altcha-lib/workers/shared'

handler({ deriveKey })
