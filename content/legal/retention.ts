/**
 * How long the consent proof is kept. The privacy policy states it and the purge
 * command enforces it, both from here, so the text and the code cannot drift apart.
 */
export const consentRecordRetentionMonths = 24

/** How long a contact request is kept after it arrived: the privacy policy's "3 anni dall'ultimo scambio". */
export const contactRequestRetentionMonths = 36
