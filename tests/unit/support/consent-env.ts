import { afterAll, beforeAll } from '@jest/globals'
import type { ConsentStore } from '@/lib/consent/store'

/** The variables that choose and configure the consent store (lib/env.ts). */
export const consentEnvKeys = [
  'SITE_STORE_DIR',
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'DATABASE_URL',
  'TRUSTED_PROXY_HOPS',
] as const
export type ConsentEnv = Partial<Record<(typeof consentEnvKeys)[number], string>>

/** Clears the consent variables and sets `vars`; the returned function puts back what was there. */
export function setConsentEnv(vars: ConsentEnv): () => void {
  const saved = Object.fromEntries(consentEnvKeys.map((key) => [key, process.env[key]]))
  for (const key of consentEnvKeys) delete process.env[key]
  Object.assign(process.env, vars)
  return () => {
    for (const key of consentEnvKeys) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
  }
}

type ConsentRoute = typeof import('@/app/api/consent/route')

/**
 * For one test file: /api/consent on a fresh in-memory embedded store. lib/env reads process.env
 * when first imported, so the route is loaded only after the variables are set.
 */
export function memoryConsentRouteForFile(vars: ConsentEnv = {}) {
  const loaded: { route: ConsentRoute; store: ConsentStore } = {} as never
  let restore = () => {}
  beforeAll(async () => {
    restore = setConsentEnv({ SITE_STORE_DIR: 'memory://', ...vars })
    loaded.route = await import('@/app/api/consent/route')
    loaded.store = await (await import('@/lib/store')).consentStore()
    // PGlite starts in a second or two, slower on a busy machine: pay it here, not in the first test.
    await loaded.store.list()
  }, 30_000)
  afterAll(async () => {
    await (await import('@/lib/store')).siteStore().then((store) => store.close())
    restore()
  })
  return loaded
}

const storeKey = Symbol.for('orbitalab.siteStore')

/**
 * Runs `work` with no store opened yet in this process: lib/store keeps the process's one store on
 * globalThis (shared by Next's layers), which a fresh module registry (jest.isolateModules) would find.
 * The store that was there before comes back afterwards.
 */
export async function withNoStoreOpened<T>(work: () => Promise<T>): Promise<T> {
  const global = globalThis as { [key: symbol]: unknown }
  const before = global[storeKey]
  delete global[storeKey]
  try {
    return await work()
  } finally {
    if (before === undefined) delete global[storeKey]
    else global[storeKey] = before
  }
}
