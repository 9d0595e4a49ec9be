// @adobe/structured-data-validator (schema.org vocabulary + Google's rich-result rules): 0 errors.
import { readFileSync } from 'node:fs'
import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'

const vocabulary = JSON.parse(
  readFileSync(new URL('../../tests/validators/schemaorg-vocabulary.jsonld', import.meta.url), 'utf8'),
)

export async function checkStructuredData(pages) {
  const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] })
  const validator = new Validator(vocabulary)
  const findings = []
  for (const [page, html] of pages) {
    const issues = await validator.validate(extractor.parse(html))
    for (const issue of issues.filter((i) => i.severity === 'ERROR')) {
      const where = (issue.path ?? [])
        .map((p) => p.type ?? p.property ?? '')
        .filter(Boolean)
        .join(' › ')
      findings.push({ page, message: `${where}: ${issue.issueMessage}` })
    }
  }
  return { checked: pages.size, findings }
}
