import { useId } from 'react'
import type { LegalBlock } from '@/content/legal/types'

type TableBlock = Extract<LegalBlock, { type: 'table' }>

/**
 * A wide table in a region of its own that scrolls sideways on a phone; the region takes focus so a
 * keyboard can scroll it too. Each row is named by its first cell.
 */
function LegalTable({ caption, head, rows }: TableBlock) {
  const captionId = useId()
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line"
    >
      <table className="w-full min-w-3xl text-left text-sm [&_td,&_th]:p-2.5 [&_td,&_th]:align-top [&_tr]:border-t [&_tr]:border-line">
        <caption id={captionId} className="p-2.5 text-left font-semibold text-fg">
          {caption}
        </caption>
        <thead className="text-fg">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...cells]) => (
            <tr key={name}>
              <th scope="row" className="font-medium text-fg">
                {name}
              </th>
              {cells.map((cell, at) => (
                <td key={at}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The paragraphs, lists and tables of a legal section; a list item may open with a bold lead-in. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <div className="space-y-4 leading-7 text-muted">
      {blocks.map((block, index) =>
        block.type === 'p' ? (
          <p key={index}>{block.text}</p>
        ) : block.type === 'table' ? (
          <LegalTable key={index} {...block} />
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
