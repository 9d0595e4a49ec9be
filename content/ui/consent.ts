/** The cookie banner's words. The policy itself (categories, how long a choice lasts) is lib/consent/policy.ts. */
export const consentCopy = {
  manage: 'Gestisci preferenze cookie',
  title: 'Rispettiamo la tua privacy',
  text: 'Usiamo cookie tecnici necessari al sito e, solo con il tuo consenso, cookie analitici, funzionali e di marketing. La scelta vale 12 mesi e puoi cambiarla quando vuoi. Dettagli nella',
  policyLink: 'Privacy e Cookie Policy',
  necessary: { label: 'Necessari', description: 'Indispensabili al funzionamento del sito: sempre attivi.' },
  acceptAll: 'Accetta tutto',
  onlyNecessary: 'Solo necessari',
  save: 'Conferma e salva preferenze',
  customise: 'Personalizza',
}

/** One entry per category of lib/consent/policy.ts: the banner indexes it by category, so a missing one fails the typecheck. */
export const consentCategoryText = {
  analytics: {
    label: 'Analitici',
    description: 'Statistiche anonime sulle visite, per capire quali pagine sono utili.',
  },
  functional: {
    label: 'Funzionali',
    description: 'Ricordano scelte come la lingua e abilitano contenuti incorporati.',
  },
  marketing: { label: 'Marketing', description: 'Misurano le campagne pubblicitarie e mostrano annunci pertinenti.' },
}
