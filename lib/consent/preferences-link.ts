/**
 * Marks a plain link (to the privacy policy's cookie section) that, with JavaScript, opens the
 * preferences panel on the saved choice instead (ConsentProvider listens for clicks on it): the
 * footer's link needs no client component of its own.
 */
export const preferencesLinkAttribute = 'data-consent-preferences'
