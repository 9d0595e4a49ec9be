/** Words the shared section components say around the content they are given. */
export const comparisonCellLabels = { included: 'Incluso', excluded: 'Non incluso' }

/** Names a feature card's tag list for screen readers: "Tecnologie: <card title>". */
export const featureTagsLabel = 'Tecnologie'

export const videoCopy = {
  openOnYouTube: 'Apri il video su YouTube',
  /** Said after the play button's name: pressing it loads a third-party player. */
  loadsFromYouTube: ' – il video si carica da YouTube',
}

export const faqToggle = { showAll: 'Visualizza tutte le domande', hideExtra: 'Nascondi domande aggiuntive' }
