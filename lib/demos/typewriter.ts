/** A typewriter over a conversation: bot messages appear one character at a time behind typing dots. */
import type { TypedMessage } from '@/content/types'

export interface TypewriterState {
  /** Messages fully shown. */
  done: number
  /** Characters shown of message `done` while it is being typed. */
  chars: number
  /** Message `done` is behind the typing dots. */
  thinking: boolean
}

export const typewriterDefaults = { msPerChar: 30, thinkingMs: 700, pauseMs: 900 }

export const initialTypewriter: TypewriterState = { done: 0, chars: 0, thinking: false }

/**
 * One step of the typewriter, and how long to wait before it. A user message appears
 * whole; a bot message shows the dots, then its characters one at a time. null when the
 * conversation is complete.
 */
export function nextTypewriterStep(
  messages: readonly TypedMessage[],
  state: TypewriterState,
  options = typewriterDefaults,
): { state: TypewriterState; delay: number } | null {
  const current = messages[state.done]
  if (!current) return null
  if (current.sender === 'user')
    return { state: { done: state.done + 1, chars: 0, thinking: false }, delay: options.pauseMs }
  if (state.chars === 0 && !state.thinking) return { state: { ...state, thinking: true }, delay: options.pauseMs }
  if (state.thinking) return { state: { ...state, thinking: false, chars: 1 }, delay: options.thinkingMs }
  if (state.chars < current.text.length)
    return { state: { ...state, chars: state.chars + 1 }, delay: options.msPerChar }
  return { state: { done: state.done + 1, chars: 0, thinking: false }, delay: options.msPerChar }
}
