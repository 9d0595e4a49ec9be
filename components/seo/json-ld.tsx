import type { JsonLd as JsonLdData } from '@/lib/seo/structured-data'

/** Inline JSON-LD; '<' is escaped so no text in the data can close the script early. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
