// Where `npm test`'s time goes: each stage's seconds, written as it ends (test-results/stages.json), and the
// slowest spec files of every runner's report, for the summary (scripts/test-summary.mjs).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const stagesFile = (dir) => join(dir, 'stages.json')

/** The stages recorded so far in `dir`: [{ stage, seconds }], in the order they ended. */
export function readStages(dir) {
  try {
    return JSON.parse(readFileSync(stagesFile(dir), 'utf8'))
  } catch {
    return []
  }
}

/** Adds one stage's seconds to `dir`'s record. */
export function recordStage(dir, stage, seconds) {
  writeFileSync(stagesFile(dir), JSON.stringify([...readStages(dir), { stage, seconds: Math.round(seconds) }]))
}

const readReport = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** Seconds per spec file of a Playwright JSON report, every project and retry added up. */
function playwrightFileSeconds(report) {
  const seconds = new Map()
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          seconds.set(spec.file, (seconds.get(spec.file) ?? 0) + (result.duration ?? 0) / 1000)
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report?.suites ?? []) walk(suite)
  return seconds
}

/** The `count` slowest spec files of every report in `dir`, each as `runner: file`, with its seconds. */
export function slowestSpecFiles(dir, count = 10) {
  const files = []
  const jest = readReport(join(dir, 'jest.json'))
  for (const suite of jest?.testResults ?? [])
    files.push({
      name: `unit: ${suite.name.replace(/^.*?\/tests\//, 'tests/')}`,
      seconds: ((suite.endTime ?? 0) - (suite.startTime ?? 0)) / 1000,
    })
  const reports = existsSync(dir) ? readdirSync(dir).filter((file) => /^playwright(-.+)?\.json$/.test(file)) : []
  for (const file of reports) {
    const runner = /^playwright-(.+)\.json$/.exec(file)?.[1] ?? 'e2e'
    for (const [spec, seconds] of playwrightFileSeconds(readReport(join(dir, file))))
      files.push({ name: `${runner}: ${spec}`, seconds })
  }
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, count)
}
