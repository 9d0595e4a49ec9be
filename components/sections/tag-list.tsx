/** Small chips naming technologies or skills, as a list named by `label` or by a visible heading (`labelledBy`). */
export function TagList({
  tags,
  label,
  labelledBy,
  className = '',
}: {
  tags: readonly string[]
  label?: string
  labelledBy?: string
  className?: string
}) {
  return (
    <ul
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={`flex flex-wrap gap-1.5 ${className}`}
    >
      {tags.map((tag) => (
        <li key={tag} className="rounded-md border border-line bg-bg px-2 py-0.5 text-xs font-medium text-muted">
          {tag}
        </li>
      ))}
    </ul>
  )
}
