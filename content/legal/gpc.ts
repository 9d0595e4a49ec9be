/** Since when the site honours Global Privacy Control as a refusal: /.well-known/gpc.json's lastUpdate. */
export const gpcSupport = { honoured: true, since: '2026-11-25' } as const
