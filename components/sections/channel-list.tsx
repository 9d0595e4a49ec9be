import { Hash } from '@/components/ui/icons'

/** A sample of a chat server's channels, drawn like the channel list of a chat app. */
export function ChannelList({
  label,
  channels,
}: {
  label: string
  channels: readonly { name: string; text: string }[]
}) {
  return (
    <div className="mx-auto max-w-3xl overflow-hidden rounded-3xl border border-line bg-surface">
      <p
        id="canali-label"
        className="border-b border-line bg-surface-strong px-5 py-3 text-sm font-semibold text-muted sm:px-6"
      >
        {label}
      </p>
      <ul aria-labelledby="canali-label" className="grid gap-1 p-3 sm:grid-cols-2 sm:p-4">
        {channels.map((channel) => (
          <li key={channel.name} className="flex gap-3 rounded-xl p-3 transition-colors hover:bg-surface-strong">
            <Hash aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-text" />
            <span>
              <span className="block font-semibold">{channel.name}</span>
              <span className="mt-1 block text-sm text-muted">{channel.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
