import { Play } from '@/components/ui/icons'
import type { Video } from '@/content/types'
import { videoCopy } from '@/content/ui/sections'
import { VideoFacadeOnIntent } from '@/components/islands/islands'

/**
 * A video as a styled poster drawn by the server (no thumbnail fetched from YouTube) inside
 * the click-to-load facade. The poster's text, the note that YouTube (Google) loads on the click
 * included, is the play button's name. The video plays on that click whatever the cookie choice.
 */
export function YouTubeVideo({ video }: { video: Video }) {
  return (
    <div className="relative aspect-video overflow-hidden rounded-3xl border border-line bg-surface-strong shadow-lg">
      <VideoFacadeOnIntent videoId={video.youtubeId} title={video.title}>
        <span
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(circle_at_25%_20%,color-mix(in_oklab,var(--accent)_30%,transparent),transparent_55%),radial-gradient(circle_at_85%_90%,color-mix(in_oklab,var(--accent)_18%,transparent),transparent_50%)]"
        />
        <span className="relative flex size-full flex-col justify-between p-5 sm:p-8">
          <span className="flex flex-col gap-1">
            <span className="text-sm font-semibold text-fg">Guarda il video · {video.duration}</span>
            {/* Before the click, in words: the click is the visitor's request for a third party. */}
            <span className="max-w-sm text-xs text-muted">{videoCopy.loadsFromYouTube}</span>
          </span>
          <span className="flex items-end justify-between gap-4">
            <span className="max-w-md text-lg font-bold text-balance text-fg sm:text-2xl">{video.title}</span>
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent shadow-md transition-transform group-hover:scale-110 sm:size-16">
              <Play aria-hidden className="ml-1 size-6 sm:size-7" fill="currentColor" />
            </span>
          </span>
        </span>
      </VideoFacadeOnIntent>
    </div>
  )
}
