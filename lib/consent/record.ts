import 'server-only'
import type { BannerTextVersion } from './banner-text'
import { UnknownTextVersionError, type ConsentAdmission, type ConsentRow, type ConsentStore } from './store'

/**
 * Stores one consent within its client address's allowance, and before it the banner text it proves when the
 * store does not hold that text yet (the first consent after a deployment that changed the banner). Every
 * other consent is one query: on the edge each query is a connection, and a burst of first visits should cost
 * no more than that. `shown`: the text this deployment showed under the record's text_version; absent for an
 * older deployment's version, which must already be stored. Null once stored, else when to come again.
 */
export async function storeConsent(
  store: ConsentStore,
  row: ConsentRow,
  admission: ConsentAdmission,
  shown?: BannerTextVersion,
): Promise<Date | null> {
  const insert = () => store.insertWithin(row, admission)
  try {
    return await insert()
  } catch (error) {
    if (!(error instanceof UnknownTextVersionError) || !shown) throw error
    await store.saveText(shown)
    return await insert()
  }
}
