'use client'

import { hasSavedDraft } from '@/lib/contact/draft'
import { emptyContact, type ContactFields } from '@/lib/contact/fields'
import { islandOnIntent } from './island-on-intent'

/**
 * The islands whose code loads on intent, each through its own import(): Turbopack makes each a chunk of its own,
 * out of the page's start. Each takes the props of the island it stands for.
 */
export const ChatbotDemoOnIntent = islandOnIntent(() =>
  import('@/components/demos/chatbot-demo').then((module) => module.ChatbotDemo),
)
/** The typing demo plays by itself: it wakes once in view, when a visitor is there. */
export const TypingDemoOnIntent = islandOnIntent(
  () => import('@/components/demos/typing-demo').then((module) => module.TypingDemo),
  { moves: true },
)
export const VideoFacadeOnIntent = islandOnIntent(() =>
  import('@/components/media/video-facade').then((module) => module.VideoFacade),
)

const searched = () => new URLSearchParams(location.search).has('q')

/** Without ?q= in the address the filter has nothing to hide: the served catalogue stays as it is. */
export const CatalogueFilterOnIntent = islandOnIntent(
  () => import('@/components/products/catalogue-filter').then((module) => module.CatalogueFilter),
  { carry: () => (searched() ? {} : null), showsInView: searched },
)

/** What the visitor typed into the served form before its script came; an answer the server rendered stays as served. */
function typedContact(served: HTMLElement): { typed?: ContactFields } | null {
  const form = served.querySelector('form')
  if (!form || served.querySelector('[role="alert"], [aria-invalid="true"]')) return null
  const data = new FormData(form)
  const typed = Object.entries(emptyContact).map(([name, empty]) => [name, data.get(name) ?? empty])
  return typed.some(([name, value]) => value !== emptyContact[name as keyof ContactFields])
    ? { typed: Object.fromEntries(typed) as ContactFields }
    : {}
}

/** The contact form: its code, react-hook-form's included, is the largest that waits. A saved draft wakes it in view. */
export const ContactFormOnIntent = islandOnIntent(
  () => import('@/components/contact/contact-form').then((module) => module.ContactForm),
  { carry: typedContact, showsInView: () => hasSavedDraft() },
)
