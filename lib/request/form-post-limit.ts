/**
 * The largest body a page's form post (a Server Action: the contact form) may carry.
 * The form's fields fit in about 16 KB at most (a 5000-character message of three-byte characters), and
 * after a refused submit the page posts its previous answer too: 32 KB holds both, and nothing much larger.
 * next.config.ts gives it to Next (serverActions.bodySizeLimit); the request layer answers 413 beyond it first,
 * since Next itself answers an oversized action with a 500. No imports: next.config.ts loads this file as is.
 */
export const formPostLimitBytes = 32 * 1024

/**
 * The request layer's answer to a page's form post it will not pass to Next: past the limit (413), or with no
 * Content-Length at all (411: a chunked body is only stopped by Next while reading it, with a 500). Browsers
 * always send the length of a form post; null when the post may go on.
 */
export function refusedFormPost(method: string, contentLength: string | null): { status: number; text: string } | null {
  if (method !== 'POST') return null
  if (contentLength === null || contentLength.trim() === '')
    return {
      status: 411,
      text: 'Il modulo è arrivato senza la sua lunghezza (Content-Length): invialo di nuovo dalla pagina del sito.',
    }
  if (Number(contentLength) > formPostLimitBytes)
    return { status: 413, text: 'Il modulo inviato è troppo grande. Torna indietro e accorcia il messaggio.' }
  return null
}
