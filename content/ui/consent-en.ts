import type { ConsentCopy } from './consent'

/** The banner in English: a separate module, so Italian browsers never download it (loaded with import()). */
export const englishConsentCopy: ConsentCopy = {
  manage: 'Cookie preferences',
  title: 'We respect your privacy',
  text: 'We use technical cookies the website needs and, only with your consent, analytics, functional and marketing tools. Your choice lasts 12 months and you can change it at any time from the “Cookie preferences” link at the bottom of every page. Details in our',
  closeNote: 'Closing this banner with the X keeps only the technical cookies.',
  policyLink: 'Privacy and Cookie Policy',
  close: 'Close',
  acceptAll: 'Accept all',
  onlyNecessary: 'Only necessary',
  customise: 'Customise',
  save: 'Confirm and save preferences',
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
  receipt: { label: 'Your consent', id: 'ID', pending: 'not yet logged, it will be sent again' },
  storedItems: 'Cookies and stored data',
  nothingStored: 'No cookie or data stored in the browser.',
}
