/**
 * What consent records one client may write: the one place of these figures. The server hands them to the
 * database with each record (consent_save_within counts there, across servers); the bench and the tests read
 * them here.
 */

/**
 * Records from one client address (one IPv4 address, one IPv6 /64) in ten minutes: a visitor changing their mind
 * makes a few, an office behind one address a few each; past it the browser's outbox sends the choice later.
 * CONSENT_ADDRESS_LIMIT replaces the default where many visitors share one address.
 */
export const consentAddressLimit = { windowMs: 10 * 60_000, defaultMax: 20 }
