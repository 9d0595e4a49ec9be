/**
 * The largest body a page's form post (a Server Action: the contact form) may carry.
 * The form's fields fit in about 16 KB at most (a 5000-character message of three-byte characters), and
 * after a refused submit the page posts its previous answer too: 32 KB holds both, and nothing much larger.
 * next.config.ts gives it to Next (serverActions.bodySizeLimit); the request layer answers 413 beyond it first,
 * since Next itself answers an oversized action with a 500. No imports: next.config.ts loads this file as is.
 */
export const formPostLimitBytes = 32 * 1024
