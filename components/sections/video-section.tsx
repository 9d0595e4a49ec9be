import { ExternalLinkIcon } from '@/components/ui/icons'
import type { VideoSectionContent } from '@/content/types'
import { videoCopy } from '@/content/ui/sections'
import { YouTubeVideo } from '@/components/media/youtube-video'
import { ExternalLink } from '@/components/ui/external-link'
import { CheckList } from './check-list'
import { Section } from './section'

/** A section with a click-to-load video, the points it covers, an optional figure and its links. */
export function VideoSection({ id, content }: { id: string; content: VideoSectionContent }) {
  return (
    <Section id={id} intro={content} actions={content.actions}>
      <div className="grid items-center gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <YouTubeVideo video={content.video} />
          <p className="mt-3 text-sm text-muted">
            <ExternalLink
              href={`https://www.youtube.com/watch?v=${content.video.youtubeId}`}
              className="inline-flex items-center gap-1.5 underline underline-offset-4 hover:text-accent-text"
            >
              {videoCopy.openOnYouTube}
              <ExternalLinkIcon aria-hidden className="size-3.5" />
            </ExternalLink>
          </p>
        </div>
        <div className="lg:col-span-2">
          {content.stat && (
            <p className="flex items-baseline gap-3">
              <span className="text-5xl font-bold tracking-tight text-accent-text">{content.stat.value}</span>
              <span className="text-lg font-medium">{content.stat.label}</span>
            </p>
          )}
          {content.points && (
            <CheckList items={content.points} variant="plain" className={content.stat ? 'mt-6' : ''} />
          )}
        </div>
      </div>
    </Section>
  )
}
