/**
 * When each page's content last changed, for the sitemap's lastmod: bump a page's date when you
 * change what it shows (its texts in content/, its sections), never to the build time. The legal
 * pages are not here: their documents carry their own date (content/legal/*: updatedOn).
 */
export const contentUpdatedOn = {
  home: '2026-11-23',
  products: '2026-11-21',
  /** Every product page: content/products.ts and the related-products block. */
  product: '2026-11-23',
  softwarePmi: '2026-11-23',
  developers: '2026-11-21',
  aiAgents: '2026-11-23',
  chatbots: '2026-11-23',
  growthPlans: '2026-11-23',
  localAi: '2026-11-23',
  community: '2026-11-23',
  contact: '2026-11-26',
  about: '2026-11-23',
} as const
