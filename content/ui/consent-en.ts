import type { ConsentBannerCopy } from './consent-copy'

/** The first layer in English, in the script files: for the English pages, and painted on an Italian page by the banner's pre-paint script (lib/consent/banner-boot-script.ts) for a browser that puts another language first. */
export const englishBannerCopy: ConsentBannerCopy = {
  manage: 'Cookie preferences',
  title: 'We respect your privacy',
  text: 'We use technical cookies the website needs and, only with your consent, analytics, functional and marketing tools. Your choice lasts 12 months; change it any time from “Cookie preferences” at the bottom of every page. Details in our',
  closeNote: 'Closing this banner with the X keeps only the technical cookies.',
  policyLink: 'Privacy and Cookie Policy',
  close: 'Close',
  acceptAll: 'Accept all',
  onlyNecessary: 'Only necessary',
  customise: 'Customise',
  save: 'Confirm and save preferences',
  receipt: { label: 'Your consent', id: 'ID', pending: 'not yet logged, it will be sent again' },
  signal: {
    notice: 'Your browser asks not to be tracked (GPC): we use only necessary cookies.',
    dismiss: 'Close the notice',
  },
}
