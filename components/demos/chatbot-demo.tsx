'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { ChatMessage } from '@/content/types'
import { runChatScript, type ChatStep } from '@/lib/demos/chat-script'
import { BubbleList } from '@/components/motion/bubbles'
import { buttonClasses } from '@/components/ui/button-styles'
import { ChatBubble } from './chat-bubble'
import { TypingDots } from './typing-dots'
import { demoCopy } from '@/content/ui/demos'

interface Props {
  title: string
  status: string
  placeholder: string
  idle: string
  messages: readonly ChatMessage[]
  /** Rendered by the server: no icon library in the browser bundle. */
  icons: { bot: ReactNode; send: ReactNode; play: ReactNode }
}

/** The chatbot page's scripted demo: 'Avvia Demo' plays the conversation (1 s, 2 s, 4 s, 2 s). */
export function ChatbotDemo({ title, status, placeholder, idle, messages, icons }: Props) {
  const [step, setStep] = useState<ChatStep | null>(null)
  const stop = useRef<(() => void) | null>(null)
  const log = useRef<HTMLDivElement>(null)

  // Timers never outlive the page.
  useEffect(() => () => stop.current?.(), [])

  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight
  }, [step])

  const start = () => {
    // Restarting replaces the running script instead of adding a second one.
    stop.current?.()
    stop.current = runChatScript(messages, setStep)
  }

  const started = step !== null
  return (
    <div className="rounded-3xl border border-line bg-surface shadow-2xl shadow-black/20">
      <div className="flex items-center gap-3 border-b border-line p-4">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent text-on-accent">
          {icons.bot}
        </span>
        <div>
          <p className="text-sm font-semibold">{title}</p>
          <p className="text-xs text-muted">{status}</p>
        </div>
      </div>
      <div ref={log} role="log" aria-label={demoCopy.chatLog} className="h-80 overflow-y-auto p-4">
        <ol className="grid content-start gap-3">
          {!started && <li className="m-auto max-w-xs pt-24 text-center text-sm text-muted">{idle}</li>}
          <BubbleList>
            {step &&
              messages.slice(0, step.visible).map((message, index) => (
                <ChatBubble key={index} sender={message.sender}>
                  {step.typing && index === step.visible - 1 ? <TypingDots label={demoCopy.botTyping} /> : message.text}
                </ChatBubble>
              ))}
          </BubbleList>
        </ol>
      </div>
      <div className="flex items-center gap-2 border-t border-line p-4">
        <label className="sr-only" htmlFor="chatbot-demo-input">
          {demoCopy.messageLabel}
        </label>
        <input
          id="chatbot-demo-input"
          type="text"
          placeholder={placeholder}
          disabled={started}
          readOnly
          className="min-w-0 flex-1 rounded-full border border-line bg-bg px-4 py-2.5 text-sm disabled:cursor-not-allowed disabled:opacity-60"
        />
        <span
          aria-hidden
          className="inline-flex size-10 items-center justify-center rounded-full bg-surface-strong text-muted"
        >
          {icons.send}
        </span>
      </div>
      <div className="px-4 pb-4">
        <button type="button" onClick={start} className={buttonClasses('primary', 'w-full')}>
          {icons.play}
          {started ? demoCopy.restart : demoCopy.start}
        </button>
      </div>
    </div>
  )
}
