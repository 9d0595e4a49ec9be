/** A few paragraphs of running text, centred under a section heading. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-5 text-lg text-pretty text-muted">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
}
