/** The chatbot page's scripted conversation: when each step comes, and which bot turns "type" first. */
import type { ChatMessage } from '@/content/types'

/** How long the typing dots show before a bot message's text. */
export const typingIndicatorMs = 1200

export interface ChatStep {
  /** How many messages are on screen. */
  visible: number
  /** The last visible message is still "typing". */
  typing: boolean
}

/**
 * Runs the script: step 0 is empty, then each message after its delay (1 s, 2 s, 4 s, 2 s
 * in the spec). Returns a function that clears every pending timer.
 */
export function runChatScript(messages: readonly ChatMessage[], onStep: (step: ChatStep) => void): () => void {
  const timers: ReturnType<typeof setTimeout>[] = []
  let at = 0
  onStep({ visible: 0, typing: false })
  messages.forEach((message, index) => {
    at += message.delay
    timers.push(setTimeout(() => onStep({ visible: index + 1, typing: Boolean(message.typing) }), at))
    if (message.typing)
      timers.push(
        setTimeout(
          () => onStep({ visible: index + 1, typing: false }),
          at + Math.min(typingIndicatorMs, nextDelay(messages, index)),
        ),
      )
  })
  return () => timers.forEach(clearTimeout)
}

/** The typing dots never outlast the pause before the next message. */
function nextDelay(messages: readonly ChatMessage[], index: number): number {
  return messages[index + 1]?.delay ?? typingIndicatorMs
}
