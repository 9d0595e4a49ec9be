// Nu Html Checker (vnu.jar from the vnu-jar package): 0 errors and 0 warnings in every page's markup.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const installCommand = 'apt-get install -y default-jre-headless'

function hasJava() {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0
}

/** Java for vnu: installed with apt-get when missing and allowed (root on Debian), as Chromium is. */
function ensureJava() {
  if (hasJava()) return
  const canApt = existsSync('/etc/debian_version') && process.getuid?.() === 0
  if (!canApt) throw new Error(`Java is missing: run \`${installCommand}\``)
  console.error('[validators] Java not found; installing default-jre-headless with apt-get')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  spawnSync('apt-get', installCommand.split(' ').slice(1), { stdio: 'inherit', env })
  if (!hasJava()) throw new Error(`Java could not be installed: run \`${installCommand}\``)
}

export async function checkHtml(pages) {
  ensureJava()
  const jar = createRequire(import.meta.url)('vnu-jar')
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'))
  const files = new Map()
  try {
    ;[...pages].forEach(([path, html], i) => {
      const file = join(dir, `page-${i}.html`)
      writeFileSync(file, html)
      files.set(`file:${file}`, path)
    })
    const r = spawnSync(
      'java',
      ['-Xss1m', '-jar', jar, '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((f) => f.slice(5))],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    const { messages } = JSON.parse(r.stderr || r.stdout)
    const findings = messages
      .filter((m) => m.type === 'error' || m.subType === 'warning' || m.type === 'non-document-error')
      // The stylesheet inlined in each page (scripts/build/inline-stylesheet.mjs) is Tailwind's output, which
      // vnu's CSS checker predates (@property, margin-trim, color-mix): the markup is what is checked here.
      .filter((m) => !m.message.startsWith('CSS: '))
      .map((m) => ({
        page: files.get(m.url) ?? m.url,
        message: `${m.subType ?? m.type}: ${m.message} (line ${m.lastLine ?? '?'}: ${(m.extract ?? '').trim().slice(0, 80)})`,
      }))
    return { checked: pages.size, findings }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
