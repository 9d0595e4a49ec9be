import type { Resolver } from 'react-hook-form'
import type { ContactFields } from './fields'
import type { ContactInput } from './schema'

type ContactResolver = Resolver<ContactInput, unknown, ContactFields>
let loading: Promise<ContactResolver> | null = null

/** Starts fetching the validator (zod and its resolver, ~13 KB) before it is needed, e.g. on the first focus. */
export function preloadContactResolver(): Promise<ContactResolver> {
  loading ??= import('./resolver').then(
    (module) => module.contactResolver as ContactResolver,
    (error: unknown) => {
      // A chunk that failed to load (a deploy replaced it, a flaky network) is fetched again next time.
      loading = null
      throw error
    },
  )
  return loading
}

/**
 * Validation only runs once the visitor submits, so the validator need not be in the
 * page's first download: this resolver fetches it on first use.
 */
export const lazyContactResolver: ContactResolver = async (values, context, options) =>
  (await preloadContactResolver())(values, context, options)
