import { demoCopy } from '@/content/ui/demos'

/** The three bouncing dots of someone typing, with a spoken equivalent. */
export function TypingDots({ label = demoCopy.typing }: { label?: string }) {
  return (
    <span className="inline-flex items-center gap-1 py-1" role="img" aria-label={label}>
      {[0, 1, 2].map((dot) => (
        <span
          key={dot}
          className="typing-dot size-2 rounded-full bg-current opacity-60"
          style={{ animationDelay: `${dot * 0.15}s` }}
        />
      ))}
    </span>
  )
}
