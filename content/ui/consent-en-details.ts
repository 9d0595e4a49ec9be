import type { ConsentDetailsCopy } from './consent-copy'

/** The preferences panel in English: loaded with the panel, when the visitor opens it. */
export const englishDetailsCopy: ConsentDetailsCopy = {
  necessary: {
    label: 'Necessary',
    description: 'Needed by the website and by features you ask for, such as your chosen theme: always on.',
  },
  categories: {
    analytics: {
      label: 'Analytics',
      description:
        'Google Analytics 4 measures visits and paths with identifiers of your browser; Google receives your IP address.',
    },
    functional: {
      label: 'Functional',
      description:
        'Automatic translation by Google Translate for browsers in another language: Google receives your IP address and the text of the pages.',
    },
    marketing: {
      label: 'Marketing',
      description:
        'Only with Analytics on: lets Google use data about your visit for advertising (signals ad_storage, ad_user_data, ad_personalization). We show no ads.',
    },
  },
  storedItems: 'Cookies and stored data',
  nothingStored: 'No cookie or data stored in the browser.',
}
