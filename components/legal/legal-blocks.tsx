import type { LegalBlock } from '@/content/legal/types'

/** The paragraphs and lists of a legal section; a list item may open with a bold lead-in. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <div className="space-y-4 leading-7 text-muted">
      {blocks.map((block, index) =>
        block.type === 'p' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc space-y-2 pl-5 marker:text-accent-text">
            {block.items.map((item, at) => (
              <li key={at} className="pl-1">
                {typeof item === 'string' ? (
                  item
                ) : (
                  <>
                    <strong className="font-semibold text-fg">{item.lead}:</strong> {item.text}
                  </>
                )}
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  )
}
