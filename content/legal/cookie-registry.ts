/**
 * Every cookie and browser-storage key the site or a third party it loads may write: the one
 * declaration behind the privacy policy's table, the consent panel's per-category lists and the
 * browser test that fails on anything written but not listed here (tests/e2e/cookie-registry.spec.ts).
 * Names are written out, not imported: content/ sits below lib/, and tests/unit/cookie-registry.test.ts
 * checks that every name the code uses is declared.
 */
export type StoredItemKind = 'cookie' | 'localStorage' | 'sessionStorage'
export type StoredItemCategory = 'necessary' | 'analytics' | 'functional' | 'marketing'
type Bilingual = Record<'it' | 'en', string>

export interface StoredItem {
  /** Exact name; a trailing `*` stands for any suffix (`_ga_*`). */
  name: string
  kind: StoredItemKind
  /** Who reads it: the site itself, or the named third party. */
  provider: string
  /** First party: written on the site's own host or domain. Third party: in a frame of another host. */
  party: 'first' | 'third'
  category: StoredItemCategory
  purpose: Bilingual
  duration: Bilingual
}

const us = 'Orbita Lab'
const session: Bilingual = { it: 'fino alla chiusura della scheda', en: 'until the tab is closed' }
const untilCleared: Bilingual = { it: 'finché non lo cancelli', en: 'until you delete it' }
const consentLife: Bilingual = { it: '12 mesi', en: '12 months' }

export const storedItems: readonly StoredItem[] = [
  {
    name: 'cookie_consent',
    kind: 'cookie',
    provider: us,
    party: 'first',
    category: 'necessary',
    purpose: {
      it: 'Copia della tua scelta sui cookie, per non riproporti il banner se l’archiviazione locale viene svuotata.',
      en: 'A copy of your cookie choice, so the banner is not shown again if local storage is cleared.',
    },
    duration: consentLife,
  },
  {
    name: 'consent_reader',
    kind: 'cookie',
    provider: us,
    party: 'first',
    category: 'necessary',
    purpose: {
      it: 'Chiave casuale, illeggibile dagli script, che permette solo a questo browser di rileggere la propria registrazione del consenso.',
      en: 'A random key no script can read, which lets only this browser read back its own consent record.',
    },
    duration: consentLife,
  },
  {
    name: 'cookieConsent',
    kind: 'localStorage',
    provider: us,
    party: 'first',
    category: 'necessary',
    purpose: {
      it: 'La tua scelta sui cookie, con data, versione e ID del consenso.',
      en: 'Your cookie choice, with its date, version and consent ID.',
    },
    duration: consentLife,
  },
  {
    name: 'cookieConsentUnsent',
    kind: 'localStorage',
    provider: us,
    party: 'first',
    category: 'necessary',
    purpose: {
      it: 'Le scelte che il nostro server non ha ancora registrato, da inviare di nuovo alla pagina successiva e al ritorno della connessione.',
      en: 'The choices our server has not logged yet, to be sent again on the next page and when the connection comes back.',
    },
    duration: { it: 'fino alla registrazione', en: 'until it is logged' },
  },
  {
    name: 'cookie_session_id',
    kind: 'sessionStorage',
    provider: us,
    party: 'first',
    category: 'necessary',
    purpose: {
      it: 'Identificativo casuale della visita, che lega tra loro le scelte fatte nella stessa sessione.',
      en: 'A random visit identifier that ties together the choices made in one session.',
    },
    duration: session,
  },
  {
    name: 'theme-mode',
    kind: 'localStorage',
    provider: us,
    party: 'first',
    category: 'necessary',
    purpose: {
      it: 'Il tema che hai scelto: scuro, chiaro o di sistema.',
      en: 'The theme you chose: dark, light or system.',
    },
    duration: untilCleared,
  },
  {
    name: 'theme-color-scheme',
    kind: 'localStorage',
    provider: us,
    party: 'first',
    category: 'necessary',
    purpose: { it: 'La combinazione di colori che hai scelto.', en: 'The colour scheme you chose.' },
    duration: untilCleared,
  },
  {
    name: 'theme-accent',
    kind: 'localStorage',
    provider: us,
    party: 'first',
    category: 'necessary',
    purpose: { it: 'Il colore d’accento che hai scelto.', en: 'The accent colour you chose.' },
    duration: untilCleared,
  },
  {
    name: 'contact-draft',
    kind: 'sessionStorage',
    provider: us,
    party: 'first',
    category: 'necessary',
    purpose: {
      it: 'Ciò che hai scritto nel modulo di contatto, perché un ricaricamento o un invio fallito non lo perda.',
      en: 'What you typed into the contact form, so a reload or a failed send does not lose it.',
    },
    duration: session,
  },
  {
    name: 'googtrans_original',
    kind: 'sessionStorage',
    provider: us,
    party: 'first',
    category: 'necessary',
    purpose: {
      it: 'Ricorda che hai chiesto il testo originale in italiano, per non tradurre di nuovo.',
      en: 'Remembers that you asked for the Italian original, so the site does not translate again.',
    },
    duration: session,
  },
  {
    name: '_ga',
    kind: 'cookie',
    provider: 'Google Analytics',
    party: 'first',
    category: 'analytics',
    purpose: {
      it: 'Identificativo casuale del browser, con cui Google Analytics distingue i visitatori.',
      en: 'A random browser identifier Google Analytics uses to tell visitors apart.',
    },
    duration: { it: '2 anni', en: '2 years' },
  },
  {
    name: '_ga_*',
    kind: 'cookie',
    provider: 'Google Analytics',
    party: 'first',
    category: 'analytics',
    purpose: {
      it: 'Stato della sessione di Google Analytics per la nostra proprietà.',
      en: 'Google Analytics session state for our property.',
    },
    duration: { it: '2 anni', en: '2 years' },
  },
  {
    name: 'googtrans',
    kind: 'cookie',
    provider: 'Google Traduttore',
    party: 'first',
    category: 'functional',
    purpose: {
      it: 'La lingua in cui Google Traduttore mostra le pagine (ad esempio /it/de).',
      en: 'The language Google Translate shows the pages in (for example /it/de).',
    },
    // A cookie without an expiry: the browser keeps it until it closes, not just the tab.
    duration: { it: 'fino alla chiusura del browser', en: 'until the browser is closed' },
  },
  {
    name: 'googtrans_reloaded',
    kind: 'sessionStorage',
    provider: us,
    party: 'first',
    category: 'functional',
    purpose: {
      it: 'Evita di ricaricare più di una volta la pagina per applicare la traduzione.',
      en: 'Stops the page from reloading more than once to apply the translation.',
    },
    duration: session,
  },
  {
    name: 'googtrans_requested',
    kind: 'sessionStorage',
    provider: us,
    party: 'first',
    category: 'functional',
    purpose: {
      it: 'Ricorda che hai chiesto di tradurre questa pagina, anche senza consenso ai cookie funzionali.',
      en: 'Remembers that you asked to translate this page, even without consent to functional cookies.',
    },
    duration: session,
  },
  {
    name: 'yt-*',
    kind: 'localStorage',
    provider: 'YouTube (Google)',
    party: 'third',
    category: 'functional',
    purpose: {
      it: 'Preferenze e stato del lettore video, scritti da YouTube (youtube-nocookie.com) solo dopo che premi “riproduci”.',
      en: 'Video player preferences and state, written by YouTube (youtube-nocookie.com) only after you press play.',
    },
    duration: untilCleared,
  },
  {
    name: 'ytidb::*',
    kind: 'localStorage',
    provider: 'YouTube (Google)',
    party: 'third',
    category: 'functional',
    purpose: {
      it: 'Dati tecnici del lettore di YouTube, scritti solo dopo che premi “riproduci”.',
      en: 'Technical data of the YouTube player, written only after you press play.',
    },
    duration: untilCleared,
  },
]
