/** Client side: when a visitor is there, the moment to start what only a person looking at the page needs. */

/** Events that mean a person is here, looking, and may open something. */
const interactionEvents = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const

/** Runs `run` at the visitor's first interaction with the page; returns what cancels it. */
export function afterFirstInteraction(run: () => void): () => void {
  const waiting = new AbortController()
  const interacted = () => {
    waiting.abort()
    run()
  }
  for (const type of interactionEvents)
    window.addEventListener(type, interacted, { capture: true, passive: true, signal: waiting.signal })
  return () => waiting.abort()
}
