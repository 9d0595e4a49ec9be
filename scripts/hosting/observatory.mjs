// The MDN HTTP Observatory's own scanner (@mdn/mdn-http-observatory, from the npm registry) on one
// page of the site over HTTPS. Its CLI scans a host's root only; the host name it takes is pasted
// into https://<host>/ and http://<host>/, so "localhost:8443/products" scans that page, its plain
// HTTP twin on the same port (which our nginx answers with a redirect to HTTPS) included. The
// package's own wrapper trusts Mozilla's bundle, downloaded when it installs; ours trusts the
// test's throwaway certificate instead (scripts/hosting/throwaway-certificate.mjs).
import { execFile } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const packageFolder = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'))
const scanner = join(packageFolder, 'src', 'scan.js')

/**
 * The scanner reads Chromium's HSTS preload list, which the package's install step downloads. That
 * step cannot run without the internet (package.json's allowScripts denies it): an empty list stands
 * in, which changes nothing here, since no address the tests scan is on the real one.
 */
function ensurePreloadList() {
  const list = join(packageFolder, 'conf', 'hsts-preload.json')
  if (!existsSync(list)) writeFileSync(list, '{}\n')
}

/** Scans https://`host``path`, trusting `certificate`; resolves with the scanner's { scan, tests } report. */
export function observatoryScan(host, path, certificate) {
  ensurePreloadList()
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [scanner, `${host}${path}`],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate }, timeout: 60_000 },
      (error, stdout, stderr) => {
        let report
        try {
          report = JSON.parse(stdout)
        } catch {
          return reject(
            new Error(`the scanner printed no report (${error?.message ?? 'no error'}): ${stderr || stdout}`),
          )
        }
        if (report.error) return reject(new Error(`the scanner failed on ${host}${path}: ${report.error}`))
        resolve(report)
      },
    )
  })
}
