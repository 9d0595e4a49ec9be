/** Big figures with their meaning: the chatbot stats and the competitive-advantage tiles. */
export function StatTiles({
  stats,
  className = '',
}: {
  stats: readonly { value: string; label: string; text?: string }[]
  className?: string
}) {
  return (
    <dl className={`grid gap-4 ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-2xl border border-line bg-surface p-6 text-center">
          <dt className="order-2 mt-1 font-semibold">{stat.label}</dt>
          <dd className="order-1 text-4xl font-bold tracking-tight text-accent-text">{stat.value}</dd>
          {stat.text && <dd className="order-3 mt-2 text-sm text-muted">{stat.text}</dd>}
        </div>
      ))}
    </dl>
  )
}
