/**
 * Guarded access to the browser's localStorage and sessionStorage, for consent, translation,
 * the contact draft and the theme preferences. A browser may refuse storage (private modes,
 * blocked site data, a full quota) by throwing, even on reading `window.localStorage` itself:
 * the caller gets undefined instead and decides what that means. The pre-paint theme script
 * cannot use this: it is a self-contained string (lib/theme/theme-boot-script.ts).
 */
import 'client-only'
export type StorageArea = 'localStorage' | 'sessionStorage'

/** Runs `action` on a storage area (or a given Storage); undefined, after telling `onRefusal` why, when the browser refuses. */
export function withStorage<T>(
  area: StorageArea | Storage,
  action: (storage: Storage) => T,
  onRefusal?: (error: unknown) => void,
): T | undefined {
  try {
    return action(typeof area === 'string' ? window[area] : area)
  } catch (error) {
    onRefusal?.(error)
    return undefined
  }
}
