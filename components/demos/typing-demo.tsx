'use client'

import { useEffect, useRef, useState, type PointerEvent } from 'react'
import type { TypedMessage } from '@/content/types'
import { initialTypewriter, nextTypewriterStep, type TypewriterState } from '@/lib/demos/typewriter'
import { useReducedMotion } from '@/hooks/use-reduced-motion'
import { BubbleList } from '@/components/motion/bubbles'
import { ChatBubble } from './chat-bubble'
import { TypingDots } from './typing-dots'
import { demoCopy } from '@/content/ui/demos'

/**
 * A conversation that types itself once it scrolls into view. The server HTML shows it
 * complete (and so does reduced motion); screen readers get each message once, when done.
 */
export function TypingDemo({ title, messages }: { title: string; messages: readonly TypedMessage[] }) {
  const reduced = useReducedMotion()
  const [state, setState] = useState<TypewriterState | null>(null)
  const area = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (reduced || !area.current) return
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry.isIntersecting) return
      observer.disconnect()
      setState(initialTypewriter)
    })
    observer.observe(area.current)
    return () => observer.disconnect()
  }, [reduced])

  useEffect(() => {
    if (!state) return
    const next = nextTypewriterStep(messages, state)
    if (!next) return
    const timer = setTimeout(() => setState(next.state), next.delay)
    return () => clearTimeout(timer)
  }, [state, messages])

  // Decorative: the glow follows the pointer, only inside the demo.
  const followPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    event.currentTarget.style.setProperty('--glow-x', `${event.clientX - box.left}px`)
    event.currentTarget.style.setProperty('--glow-y', `${event.clientY - box.top}px`)
  }

  const shown = reduced || !state ? messages.length : state.done
  const current = !reduced && state ? messages[state.done] : undefined
  return (
    <div
      ref={area}
      onPointerMove={followPointer}
      className="demo-glow relative overflow-hidden rounded-3xl border border-line bg-surface p-5 shadow-2xl shadow-black/20"
    >
      <p className="flex items-center gap-2 border-b border-line pb-3 text-sm font-semibold">
        <span aria-hidden className="size-2.5 rounded-full bg-accent" /> {title}
      </p>
      <ol aria-hidden className="mt-4 flex h-80 flex-col justify-end gap-3 overflow-hidden">
        {/* The server's complete conversation is shown as it is, never faded in. */}
        <BubbleList>
          {messages.slice(0, shown).map((message, index) => (
            <ChatBubble key={index} sender={message.sender}>
              {message.text}
            </ChatBubble>
          ))}
          {/* Keyed by its index, so the bubble being typed stays the same element once complete. */}
          {current && state && (state.thinking || state.chars > 0) && (
            <ChatBubble key={state.done} sender={current.sender}>
              {state.thinking ? <TypingDots /> : current.text.slice(0, state.chars)}
            </ChatBubble>
          )}
        </BubbleList>
      </ol>
      <ol aria-live="polite" className="sr-only">
        {messages.slice(0, shown).map((message, index) => (
          <li key={index}>
            {message.sender === 'user' ? demoCopy.senders.user : demoCopy.senders.agent}: {message.text}
          </li>
        ))}
      </ol>
    </div>
  )
}
