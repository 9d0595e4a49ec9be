import { expect, test } from './playwright'
import { agentDemo, integrationGroups } from '@/content/pages/ai-agents'
import { advantages, chatbotDemo, useCases } from '@/content/pages/chatbots'
import {
  expectLogosFromSprites,
  holdClock,
  islandBox,
  presetConsent,
  runHeldClockUntil,
  wakeIsland,
  watchConsole,
} from './support'

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('/chatbots', () => {
  test("'Avvia Demo' plays the conversation in order and disables the input", async ({ page }) => {
    const problems = watchConsole(page)
    // Only runFor moves the page's clock: a busy machine must not skip a step.
    await holdClock(page)
    await page.goto('/chatbots')
    const log = page.getByRole('log', { name: 'Conversazione di prova' })
    const input = page.getByRole('textbox', { name: 'Messaggio' })
    await expect(input).toBeEnabled()
    // The demo's code comes when the pointer does; its button is pressed once the demo is there.
    const start = page.getByRole('button', { name: 'Avvia Demo' })
    await wakeIsland(page, start)
    await start.click()
    await expect(input).toBeDisabled()
    const [first, second, third, fourth] = chatbotDemo.messages

    await page.clock.runFor(1000)
    await expect(log.getByText(first.text)).toBeVisible()
    await page.clock.runFor(2000)
    await expect(log.getByRole('img', { name: 'Il chatbot sta scrivendo' })).toBeVisible()
    await expect(log.getByText(second.text)).toHaveCount(0)
    await page.clock.runFor(1500)
    await expect(log.getByText(second.text)).toBeVisible()
    await page.clock.runFor(2500)
    await expect(log.getByText(third.text)).toBeVisible()
    await page.clock.runFor(2000)
    await expect(log.getByRole('img', { name: 'Il chatbot sta scrivendo' })).toBeVisible()
    await page.clock.runFor(1500)
    await expect(log.getByText(fourth.text)).toBeVisible()
    await expect(log.getByRole('listitem')).toHaveCount(4)
    // The newest message is scrolled into view.
    expect(await log.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 2)).toBe(
      true,
    )

    await page.getByRole('button', { name: 'Riavvia la demo' }).click()
    await page.clock.runFor(12_000)
    await expect(log.getByRole('listitem')).toHaveCount(4)
    expect(problems).toEqual([])
  })

  test("'Avvia Demo' pressed before the page's scripts have run still starts the demo once they have", async ({
    page,
  }) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/**/*.js', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/chatbots', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Avvia Demo' }).click()
    release()
    // The island, once awake, presses the button the visitor pressed: the demo runs and takes the input.
    await expect(page.getByRole('textbox', { name: 'Messaggio' })).toBeDisabled()
    await expect(
      page.getByRole('log', { name: 'Conversazione di prova' }).getByText(chatbotDemo.messages[0].text),
    ).toBeVisible()
  })

  test('use cases are tabs: mouse and keyboard, one panel at a time', async ({ page }) => {
    await page.goto('/chatbots')
    const tablist = page.getByRole('tablist', { name: 'Casi d’uso dei chatbot' })
    await expect(tablist.getByRole('tab')).toHaveText(useCases.map((useCase) => useCase.name))
    await expect(tablist.getByRole('tab', { name: 'Customer Support' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(page.getByRole('tabpanel')).toContainText(useCases[0].title)

    await tablist.getByRole('tab', { name: 'Vendite' }).click()
    await expect(page.getByRole('tabpanel')).toContainText(useCases[2].title)
    await page.keyboard.press('ArrowRight')
    await expect(tablist.getByRole('tab', { name: 'Formazione' })).toBeFocused()
    await expect(page.getByRole('tabpanel')).toContainText(useCases[3].title)
    await page.keyboard.press('End')
    await expect(tablist.getByRole('tab', { name: 'Educazione' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(tablist.getByRole('tab', { name: 'Customer Support' })).toBeFocused()
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
  })

  test('stats, advantage tiles and the closing call to action', async ({ page }) => {
    await page.goto('/chatbots')
    const about = page.getByRole('region', { name: 'Cosa sono i Chatbot AI' })
    for (const [value, label] of [
      ['70%', 'riduzione costi di supporto'],
      ['35%', 'aumento conversioni'],
      ['24/7', ''],
    ]) {
      await expect(about.getByText(value, { exact: true })).toBeVisible()
      if (label) await expect(about.getByText(label)).toBeVisible()
    }
    for (const advantage of advantages) await expect(page.getByText(advantage.value, { exact: true })).toBeVisible()
    const cta = page.getByRole('region', { name: 'Prova un chatbot sul tuo business, senza rischi' })
    await expect(cta).toContainText('30 minuti')
    await expect(cta).toContainText('14 giorni')
    await expect(cta).toContainText('30 giorni')
    await expect(cta.getByRole('link', { name: 'Richiedi una Demo' })).toHaveAttribute('href', '/contact')
    await expect(cta.getByRole('link', { name: 'Esplora Soluzioni' })).toHaveAttribute('href', '/products')
  })

  test('the glow and the particles stay where they were drawn while the hero grows, as it does while parsed', async ({
    page,
  }) => {
    await page.goto('/chatbots')
    const moved = await page.evaluate(() => {
      const hero = document.querySelector('main h1')!.closest('section')!
      const decoration = [...document.querySelectorAll('main [aria-hidden="true"].pointer-events-none *')]
      const top = (element: Element) => element.getBoundingClientRect().top + scrollY
      const before = decoration.map(top)
      const more = document.createElement('div')
      more.style.height = '20rem'
      hero.append(more)
      return decoration.filter((element, index) => top(element) !== before[index]).length
    })
    expect(moved).toBe(0)
  })

  test('decorative layers are hidden from assistive tech and gone with reduced motion', async ({ page }) => {
    await page.goto('/chatbots')
    const particles = page.locator('.particles')
    await expect(particles).toHaveAttribute('aria-hidden', 'true')
    await expect(particles.locator('.particle').first()).toBeVisible()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(particles).toBeHidden()
  })
})

test.describe('/ai-agents', () => {
  test('the demo types the bot replies and announces each finished message', async ({ page }) => {
    test.setTimeout(90_000)
    // Held from the start: however long the page takes to load, the demo has typed nothing yet.
    await holdClock(page)
    await page.goto('/ai-agents')
    const live = page.locator('[aria-live="polite"]').filter({ hasText: 'Cliente:' })
    const last = agentDemo.messages.at(-1)!.text
    // The served HTML holds the whole conversation; the demo's code loads once it is in view after the load (its
    // first idle moment, 2 s after `load` at the latest: on the held clock) and replays from the start …
    // … when a visitor is there: a pointer moving over the page (again, if the page had not hydrated yet).
    let step = 0
    await runHeldClockUntil(page, async () => {
      await page.mouse.move(10 + (step++ % 2), 10)
      await expect(islandBox(page, live)).toHaveCount(0, { timeout: 1_000 })
    })
    // … so the bot's last reply is not complete at first …
    await expect(live.getByText(last, { exact: false })).toHaveCount(0)
    // … and is, once typed (30 ms a character). Each character's timer is set only after React has
    // rendered the previous one, so stepping a held clock costs a round trip per character: let the
    // page's time run on its own now, and wait for the last message.
    await page.clock.resume()
    await expect(live.getByRole('listitem')).toHaveCount(agentDemo.messages.length, { timeout: 45_000 })
    await expect(live).toContainText(last)
  })

  test('with reduced motion the conversation shows whole at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/ai-agents')
    for (const message of agentDemo.messages) await expect(page.getByText(message.text).first()).toBeAttached()
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: 'Cliente:' }).getByRole('listitem'),
    ).toHaveCount(agentDemo.messages.length)
  })

  test('sections, integrations with named logos and the calls to action', async ({ page }) => {
    await page.goto('/ai-agents')
    const hero = page.getByRole('main').locator('section').first()
    await expect(hero.getByRole('link', { name: 'Richiedi Demo' })).toHaveAttribute('href', '/contact')
    await expect(hero.getByRole('link', { name: 'Scopri i prodotti' })).toHaveAttribute('href', '/products')
    for (const name of [
      'Pronta all’uso o disegnata su di te',
      'Un’architettura che regge il lavoro vero',
      'Si collega al software che hai già',
      'Perché un agente AI conviene alla tua impresa',
    ])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    const integrations = page.getByRole('region', { name: 'Oltre 10.000 app, più di 250 strumenti' })
    for (const group of integrationGroups) {
      const area = integrations.getByRole('region', { name: group.title })
      for (const tool of group.tools) await expect(area.getByRole('img', { name: tool })).toBeVisible()
    }
    await expectLogosFromSprites(page, integrations, integrationGroups.flatMap((group) => group.tools).length)
    await expect(
      page
        .getByRole('region', { name: 'Quale attività ripetitiva vorresti non fare più?' })
        .getByRole('link', { name: 'Richiedi una demo gratuita' }),
    ).toHaveAttribute('href', '/contact')
  })
})
