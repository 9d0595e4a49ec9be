'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * A click-to-load YouTube player. Until the visitor presses the button nothing is requested
 * from any video host; the click swaps the poster for the privacy-enhanced frame and moves
 * focus into it. Its code loads on intent (components/islands).
 */
export function VideoFacade({ videoId, title, children }: { videoId: string; title: string; children: ReactNode }) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  if (playing)
    return (
      <iframe
        ref={frame}
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 size-full border-0"
      />
    )

  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group absolute inset-0 size-full cursor-pointer text-left"
    >
      {children}
    </button>
  )
}
