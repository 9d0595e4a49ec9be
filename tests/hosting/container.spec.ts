import { expect, test } from '../e2e/playwright'

// What the operator relies on when running the image (scripts/hosting/test-hosts.mjs starts it with the
// embedded store on a named volume, behind nginx, and names it here). Runs after the browser suite,
// one test at a time: these restart the container.
const name = process.env.CONTAINER_NAME as string
const image = process.env.CONTAINER_IMAGE as string
const volume = process.env.CONTAINER_VOLUME as string

// Imported when the tests run, not at load: a static import would have Playwright compile these ES
// modules to CommonJS, which Node then refuses in a .mjs file.
let scripts: typeof import('../../scripts/hosting/container.mjs') & typeof import('../../scripts/hosting/servers.mjs')
let container: ReturnType<typeof scripts.attachContainer>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  scripts = {
    ...(await import('../../scripts/hosting/container.mjs')),
    ...(await import('../../scripts/hosting/servers.mjs')),
  }
  container = scripts.attachContainer(name, Number(process.env.UPSTREAM_PORT))
})

test('the server runs as the image’s non-root user', async () => {
  expect(await container.exec(['id', '-u'])).toBe('1001')
  // Every process of the container, PID 1 (the server) included.
  const users = await container.processUsers()
  expect(users.length).toBeGreaterThan(0)
  expect(new Set(users)).toEqual(new Set(['site']))
})

test('the image’s HEALTHCHECK turns healthy', async () => {
  await expect.poll(() => container.health(), { timeout: 60_000 }).toBe(true)
})

test('a consent stored before `podman restart` is still there after it', async ({ request }) => {
  test.setTimeout(120_000)
  const preferences = { necessary: true, analytics: true, functional: false, marketing: false }
  const sessionId = `sess_1700000000000_${'c0ffee'.repeat(2)}abcd`
  const { consentRecord } = await import('../../scripts/consent-record.mjs')
  const record = consentRecord({
    preferences,
    session_id: sessionId,
    user_agent: 'container-restart',
    page_url: `${process.env.PUBLIC_ORIGIN}/`,
  })
  const posted = await request.post('/api/consent', { data: record })
  expect(posted.status()).toBe(201)
  expect((await posted.json()).consent_id).toBe(record.consent_id)
  await container.restart()
  // The reader cookie of the POST travels with `request`: only this browser may read its record back.
  const readBack = await request.get(`/api/consent?session_id=${sessionId}`)
  expect(readBack.status()).toBe(200)
  expect(await readBack.json()).toMatchObject({ preferences, consentId: record.consent_id })
})

test('a second container on the same volume is refused with the embedded store’s lock message', async () => {
  test.setTimeout(120_000)
  // The store opens on first use: this first server holds the lock once its health check has run.
  expect(await container.health()).toBe(true)
  const { runContainer, runName, freePort } = scripts
  // The cause of a 503 is for the operator's token only.
  const token = 'container-operator-token-0123456789abcdef'
  const second = await runContainer({
    name: runName('second'),
    image,
    volume,
    port: await freePort(),
    env: { OPERATOR_TOKEN: token },
  })
  try {
    await second.ready()
    // The store is opened on first use: the second server waits out the lock's staleness, then gives up.
    let body: { ok?: boolean; problem?: string } = {}
    await expect
      .poll(
        async () => {
          const health = await fetch(`${second.origin}/api/health`, {
            headers: { Authorization: `Bearer ${token}` },
          })
          body = await health.json()
          return health.status
        },
        { timeout: 60_000 },
      )
      .toBe(503)
    expect(body.problem).toMatch(/another process is using the embedded database/)
    expect(await second.logs()).toMatch(/another process is using the embedded database/)
    // The first one is unharmed.
    expect(await container.health()).toBe(true)
  } finally {
    await second.remove()
  }
})
