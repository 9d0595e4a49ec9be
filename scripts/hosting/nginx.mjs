// Debian's nginx in front of a Node host, as an operator deploys it: the server bound to 127.0.0.1,
// nginx forwarding the public Host, X-Forwarded-For and X-Forwarded-Proto: https (the site runs with
// TRUSTED_PROXY_HOPS=1). Started on a free port with a config of its own in a temporary folder,
// removed again by stop(). docs/hosting.md ("Behind nginx") shows the same server block.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { aptInstall } from '../apt-install.mjs'
import { freePort, stopAndRemove } from './servers.mjs'

const installHint = 'nginx not found. Install it with `sudo apt-get install -y nginx-light`, or set NGINX_BIN.'

function findNginx() {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', 'nginx'].filter(Boolean)
  return candidates.find((bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0) ?? null
}

function ensureNginx() {
  const found = findNginx()
  if (found) return found
  aptInstall(['nginx-light'], installHint)
  const installed = findNginx()
  if (!installed) throw new Error(installHint)
  return installed
}

/**
 * The `server` block in front of the site. In production nginx terminates TLS (`listen 443 ssl`) and
 * `X-Forwarded-Proto` is `$scheme`; the browser tests speak plain HTTP to nginx and have it say https,
 * as the TLS-terminating proxy would. `tls` ({ certificate, key }): the HTTPS server the Observatory
 * scan reaches (tests/e2e/observatory.spec.ts), plain HTTP on its port answered by a redirect to HTTPS,
 * as the production server on port 80 does.
 * `alsoListen`: a second address of the same server (the bench's IPv6 loopback, `[::1]:port`).
 * @param {{ listen: string, alsoListen?: string, upstream: string, tls?: { certificate: string, key: string } }} options
 */
export function siteServerBlock({ listen, alsoListen, upstream, tls }) {
  // The headers of a page's answer: its script policy (scripts/build/script-policies.mjs) makes them
  // larger than the 4 KB nginx reads them into by default (docs/hosting.md, "Behind nginx").
  const proxy = `proxy_pass http://${upstream};
        proxy_buffer_size 16k;
        proxy_busy_buffers_size 24k;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto https;`
  return `# In the http context (e.g. a file of /etc/nginx/conf.d/), not inside server: one counter per client address,
# for form posts only (an empty key is never counted, so page loads pass freely).
map $request_method $form_post_client {
    POST    $binary_remote_addr;
    default "";
}
limit_req_zone $form_post_client zone=contact:10m rate=6r/m;

server {
    listen ${listen}${
      tls
        ? ` ssl;
    ssl_certificate ${tls.certificate};
    ssl_certificate_key ${tls.key};
    error_page 497 =301 https://$host:$server_port$request_uri;`
        : ';'
    }${alsoListen ? `\n    listen ${alsoListen}${tls ? ' ssl' : ''};` : ''}
    server_name _;
    client_max_body_size 64k;

    location / {
        ${proxy}
    }

    # The contact form posts to its page: a flood stops here, before Node and the database.
    location = /contact {
        limit_req zone=contact burst=10 nodelay;
        limit_req_status 429;
        ${proxy}
    }
}`
}

function nginxConfig({ folder, port, upstreamPort, tls, ipv6 }) {
  return `worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${folder}/body;
    proxy_temp_path ${folder}/proxy;
    fastcgi_temp_path ${folder}/fastcgi;
    uwsgi_temp_path ${folder}/uwsgi;
    scgi_temp_path ${folder}/scgi;
    ${siteServerBlock({ listen: `127.0.0.1:${port}`, alsoListen: ipv6 ? `[::1]:${port}` : undefined, upstream: `127.0.0.1:${upstreamPort}`, tls }).replaceAll('\n', '\n    ')}
}
`
}

/**
 * Starts nginx on `port` (or a free one) in front of 127.0.0.1:upstreamPort; resolves with { origin, port, stop() }.
 * `tls` ({ certificate, key }): HTTPS, at https://localhost:port. `ipv6`: on [::1]:port as well.
 * @param {{ upstreamPort: number, port?: number, tls?: { certificate: string, key: string }, ipv6?: boolean }} options
 */
export async function startNginx({ upstreamPort, port, tls, ipv6 = false }) {
  const bin = ensureNginx()
  const listenPort = port ?? (await freePort())
  const folder = mkdtempSync(join(tmpdir(), 'site-nginx-'))
  const config = join(folder, 'nginx.conf')
  writeFileSync(config, nginxConfig({ folder, port: listenPort, upstreamPort, tls, ipv6 }))
  const test = spawnSync(bin, ['-t', '-q', '-p', folder, '-c', config], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx refused its config: ${test.stderr}`)
  // In the foreground, as a child of ours. As root its workers stay root: they write the temporary
  // folder the master made (large pages are buffered there).
  const isRoot = process.getuid?.() === 0
  const child = spawn(bin, ['-p', folder, '-c', config, '-g', `daemon off;${isRoot ? ' user root;' : ''}`], {
    stdio: 'inherit',
  })
  const origin = tls ? `https://localhost:${listenPort}` : `http://127.0.0.1:${listenPort}`
  const started = Date.now()
  while (Date.now() - started < 15_000) {
    // Plain HTTP either way: with TLS, nginx answers it with its redirect to HTTPS.
    const up = await fetch(`http://127.0.0.1:${listenPort}/robots.txt`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    )
    if (up) break
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const stop = () => stopAndRemove(child, 'SIGQUIT', folder)
  console.error(`[nginx] ${origin} -> 127.0.0.1:${upstreamPort}`)
  return { origin, port: listenPort, stop }
}
