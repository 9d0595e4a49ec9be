'use client'

import type { ReactNode } from 'react'
import { Bubble } from '@/components/motion/bubbles'

/**
 * A message bubble: the visitor's on the right in the accent colour, the assistant's on the left.
 * Inside a BubbleList it rises in when added and fades out when removed.
 */
export function ChatBubble({ sender, children }: { sender: 'user' | 'bot'; children: ReactNode }) {
  return (
    <Bubble className={`flex ${sender === 'user' ? 'justify-end' : 'justify-start'}`}>
      <p
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed ${sender === 'user' ? 'rounded-br-sm bg-accent text-on-accent' : 'rounded-bl-sm bg-surface-strong text-fg'}`}
      >
        {children}
      </p>
    </Bubble>
  )
}
