import type { ConsentBannerCopy } from './consent-copy'

/** The first layer in Italian: in the first-visit bundle, since most visitors read it. */
export const italianBannerCopy: ConsentBannerCopy = {
  manage: 'Preferenze cookie',
  title: 'Rispettiamo la tua privacy',
  text: 'Usiamo cookie tecnici necessari al sito e, solo con il tuo consenso, strumenti analitici, funzionali e di marketing. La scelta vale 12 mesi e la cambi quando vuoi da “Preferenze cookie”, in fondo a ogni pagina. Dettagli nella',
  closeNote: 'Chiudendo il banner con la X continui a navigare con i soli cookie tecnici.',
  policyLink: 'Privacy e Cookie Policy',
  close: 'Chiudi',
  acceptAll: 'Accetta tutto',
  onlyNecessary: 'Solo necessari',
  customise: 'Personalizza',
  save: 'Conferma e salva preferenze',
  receipt: { label: 'Il tuo consenso', id: 'ID', pending: 'non ancora registrato, verrà inviato di nuovo' },
  signal: {
    notice: 'Il tuo browser chiede di non essere tracciato (GPC): usiamo solo i cookie necessari.',
    dismiss: 'Chiudi l’avviso',
  },
}
