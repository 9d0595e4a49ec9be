// 1,000 bodies POST /api/consent must refuse: broken JSON, wrong types, lies, oversize, wrong content type.
import { consentRecord } from '../consent-record.mjs'

const json = (record) => ({ body: JSON.stringify(record), type: 'application/json' })

/** Each malformed from a valid record of its own (a fresh consent id) whose session starts with `sessionPrefix`. */
export function malformedRequests(sessionPrefix, amount = 1000) {
  const mutations = [
    () => ({ body: '{"session_id": ', type: 'application/json' }),
    (good) => json({ ...good, necessary: false, consent_data: { ...good.consent_data, necessary: false } }),
    (good) => json({ ...good, analytics: 'yes' }),
    (good) => json({ ...good, consent_data: { ...good.consent_data, analytics: !good.analytics } }),
    (good) => json({ ...good, session_id: "'; drop table cookie_consents; --" }),
    (good) => json({ ...good, timestamp: 'yesterday' }),
    (good) => json({ ...good, page_url: 'javascript:alert(1)' }),
    (good) => json({ ...good, extra: 1 }),
    (good) => json({ ...good, text_version: '0'.repeat(64) }),
    (good) => json({ ...good, user_agent: 'x'.repeat(9000) }),
    (good) => ({ body: JSON.stringify(good), type: 'text/plain' }),
  ]
  return Array.from({ length: amount }, (_, index) =>
    mutations[index % mutations.length](
      consentRecord({
        session_id: `${sessionPrefix}${index.toString(16).padStart(16, '0')}`,
        user_agent: 'consent-bench/2.0',
      }),
    ),
  )
}
