import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chatbotDemo } from '@/content/pages/chatbots'
import { runChatScript, typingIndicatorMs, type ChatStep } from '@/lib/demos/chat-script'
import { makeParticles } from '@/lib/demos/particles'
import { overlayOpacity } from '@/lib/demos/scroll-fade'
import type { TypedMessage } from '@/content/types'
import { initialTypewriter, nextTypewriterStep, typewriterDefaults, type TypewriterState } from '@/lib/demos/typewriter'
import { ChatbotDemo } from '@/components/demos/chatbot-demo'
import { Tabs } from '@/components/ui/tabs'

describe('the chatbot script', () => {
  beforeEach(() => {
    jest.useFakeTimers()
  })
  afterEach(() => {
    jest.useRealTimers()
  })

  it('advances 0→1 after 1 s, 1→2 after 2 s, 2→3 after 4 s, 3→4 after 2 s, with typing dots at steps 2 and 4', () => {
    const steps: (ChatStep & { at: number })[] = []
    const start = Date.now()
    runChatScript(chatbotDemo.messages, (step) => steps.push({ ...step, at: Date.now() - start }))
    jest.advanceTimersByTime(12_000)
    const arrivals = steps.filter((step, index) => index === 0 || step.visible !== steps[index - 1].visible)
    expect(arrivals.map((step) => [step.visible, step.at, step.typing])).toEqual([
      [0, 0, false],
      [1, 1000, false],
      [2, 3000, true],
      [3, 7000, false],
      [4, 9000, true],
    ])
    // The dots give way to the text before the next message arrives.
    expect(steps.find((step) => step.visible === 2 && !step.typing)?.at).toBe(3000 + typingIndicatorMs)
    expect(steps.at(-1)).toEqual({ visible: 4, typing: false, at: 9000 + typingIndicatorMs })
  })

  it('stops every pending step when cancelled', () => {
    const onStep = jest.fn()
    const cancel = runChatScript(chatbotDemo.messages, onStep)
    jest.advanceTimersByTime(1500)
    cancel()
    const calls = onStep.mock.calls.length
    jest.advanceTimersByTime(20_000)
    expect(onStep).toHaveBeenCalledTimes(calls)
  })

  it('in the page: the input turns disabled once started, and restarting does not double the messages', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
    const { unmount } = render(<ChatbotDemo {...chatbotDemo} icons={{ bot: null, send: null, play: null }} />)
    expect(screen.getByRole('textbox', { name: 'Messaggio' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Avvia Demo' }))
    expect(screen.getByRole('textbox', { name: 'Messaggio' })).toBeDisabled()
    act(() => jest.advanceTimersByTime(3500))
    await user.click(screen.getByRole('button', { name: 'Riavvia la demo' }))
    act(() => jest.advanceTimersByTime(12_000))
    expect(screen.getByRole('log').querySelectorAll('li')).toHaveLength(chatbotDemo.messages.length)
    unmount()
    expect(jest.getTimerCount()).toBe(0)
  })
})

describe('the typewriter', () => {
  const messages: TypedMessage[] = [
    { sender: 'user', text: 'Ciao' },
    { sender: 'bot', text: 'Eccomi' },
  ]

  function play(until: (state: TypewriterState, elapsed: number) => boolean) {
    let state = initialTypewriter
    let elapsed = 0
    const trail: { state: TypewriterState; elapsed: number }[] = []
    for (let next = nextTypewriterStep(messages, state); next; next = nextTypewriterStep(messages, state)) {
      elapsed += next.delay
      state = next.state
      trail.push({ state, elapsed })
      if (until(state, elapsed)) break
    }
    return trail
  }

  it('shows a user message whole, then the typing dots, then the bot text one character every 30 ms', () => {
    const trail = play(() => false)
    const { pauseMs, thinkingMs, msPerChar } = typewriterDefaults
    expect(msPerChar).toBe(30)
    expect(trail[0]).toEqual({ state: { done: 1, chars: 0, thinking: false }, elapsed: pauseMs })
    expect(trail[1]).toEqual({ state: { done: 1, chars: 0, thinking: true }, elapsed: 2 * pauseMs })
    expect(trail[2]).toEqual({ state: { done: 1, chars: 1, thinking: false }, elapsed: 2 * pauseMs + thinkingMs })
    const typing = trail.filter((entry) => entry.state.done === 1 && entry.state.chars > 1)
    typing.forEach((entry, index) =>
      expect(entry.elapsed - (index === 0 ? trail[2].elapsed : typing[index - 1].elapsed)).toBe(msPerChar),
    )
    expect(typing.at(-1)?.state.chars).toBe('Eccomi'.length)
  })

  it('completes: the last message is done and there is no further step', () => {
    const trail = play(() => false)
    expect(trail.at(-1)?.state).toEqual({ done: 2, chars: 0, thinking: false })
    expect(nextTypewriterStep(messages, trail.at(-1)!.state)).toBeNull()
  })
})

describe('tabs', () => {
  const renderTabs = () =>
    render(
      <Tabs label="Casi d’uso" tabs={['Uno', 'Due', 'Tre']}>
        {[<p key="1">Pannello uno</p>, <p key="2">Pannello due</p>, <p key="3">Pannello tre</p>]}
      </Tabs>,
    )

  it('starts on the first tab with exactly one visible panel', () => {
    renderTabs()
    expect(screen.getByRole('tab', { name: 'Uno' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pannello uno')
  })

  it('moves with the arrow keys (wrapping), Home and End, and only the active tab is in the tab order', async () => {
    const user = userEvent.setup()
    renderTabs()
    await user.click(screen.getByRole('tab', { name: 'Uno' }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Due' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pannello due')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Tre' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Uno' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pannello tre')
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '-1', '0'])
  })

  it('activates a tab on click', async () => {
    const user = userEvent.setup()
    renderTabs()
    await user.click(screen.getByRole('tab', { name: 'Tre' }))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pannello tre')
  })
})

describe('hero effects', () => {
  it('maps scroll progress 0 → 0.2 to an overlay falling from 0.8 to 0, and holds outside', () => {
    expect(overlayOpacity(0)).toBe(0.8)
    expect(overlayOpacity(0.1)).toBe(0.4)
    expect(overlayOpacity(0.2)).toBe(0)
    expect(overlayOpacity(0.9)).toBe(0)
    expect(overlayOpacity(-0.5)).toBe(0.8)
  })

  it('makes the same 20 particles every time, within the spec’s ranges', () => {
    const particles = makeParticles()
    expect(particles).toHaveLength(20)
    expect(makeParticles()).toEqual(particles)
    expect(new Set(particles.map((particle) => particle.left)).size).toBeGreaterThan(15)
    for (const particle of particles) {
      expect(particle.size).toBeGreaterThanOrEqual(3)
      expect(particle.size).toBeLessThanOrEqual(9)
      expect(particle.duration).toBeGreaterThanOrEqual(30)
      expect(particle.duration).toBeLessThanOrEqual(70)
      expect(particle.delay).toBeGreaterThanOrEqual(0)
      expect(particle.delay).toBeLessThanOrEqual(15)
      expect(particle.opacity).toBeGreaterThanOrEqual(0.3)
      expect(particle.opacity).toBeLessThanOrEqual(0.7)
    }
  })
})
