import { env } from '@/lib/env'
import { PgliteConsentStore } from './pglite-store'
import type { ConsentStore } from './store'
import { SupabaseConsentStore } from './supabase-store'

let store: ConsentStore | undefined

/** The configured store, opened once per server process: Supabase when configured, else embedded Postgres. */
export function consentStore(): ConsentStore {
  store ??= env.supabase ? new SupabaseConsentStore(env.supabase) : new PgliteConsentStore(env.consentDbDir)
  return store
}

export function describeConsentStore(): string {
  return env.supabase ? `Supabase (${new URL(env.supabase.url).host})` : `embedded Postgres (${env.consentDbDir})`
}
