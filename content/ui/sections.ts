/** Words the shared section components say around the content they are given. */
export const comparisonCellLabels = { included: 'Incluso', excluded: 'Non incluso' }

/** Names a feature card's tag list for screen readers: "Tecnologie: <card title>". */
export const featureTagsLabel = 'Tecnologie'

export const videoCopy = {
  openOnYouTube: 'Apri il video su YouTube',
  /** Shown on the poster and part of the play button's name: pressing it loads a third-party player. */
  loadsFromYouTube: 'Avviando il video si carica YouTube (Google), che può salvare dati nel tuo browser.',
}

export const faqToggle = { showAll: 'Visualizza tutte le domande', hideExtra: 'Nascondi domande aggiuntive' }
