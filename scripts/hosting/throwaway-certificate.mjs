// A self-signed certificate for localhost and 127.0.0.1, made with Debian's openssl, for the HTTPS
// the Observatory scan needs (nginx's `listen … ssl`, wrangler dev's --https-cert-path). It is its own
// authority: a client trusts it through NODE_EXTRA_CA_CERTS.
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { aptInstall } from '../apt-install.mjs'

const hasOpenssl = () => spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0

/** Makes the key and certificate in a new temporary folder; returns { certificate, key, folder }. */
export function throwawayCertificate() {
  if (!hasOpenssl()) aptInstall(['openssl'], 'openssl not found. Install it with `sudo apt-get install -y openssl`.')
  const folder = mkdtempSync(join(tmpdir(), 'site-tls-'))
  const certificate = join(folder, 'cert.pem')
  const key = join(folder, 'key.pem')
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`)
  return { certificate, key, folder }
}
