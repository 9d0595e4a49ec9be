/**
 * Runs in the page (pass it to `page.evaluate`; it uses nothing from outside). Scrolls each block the browser
 * skips while off screen (`content-visibility: auto`, the render-when-near utility) into view and waits until
 * the browser has rendered it, then scrolls back: an accessibility checker then reads every section as it is
 * shown, not as a skipped box (axe-core and HTML_CodeSniffer misjudge contrast there; dequelabs/axe-core#2768).
 * It waits for the browser's own `contentvisibilityautostatechange`, not a timer: it works on a held clock.
 * @returns {Promise<number>} how many blocks it rendered
 */
export async function renderSkippedBlocks() {
  const { scrollX, scrollY } = window
  const blocks = [...document.querySelectorAll('body *')].filter(
    (element) => getComputedStyle(element).contentVisibility === 'auto',
  )
  for (const block of blocks) {
    const inside = block.firstElementChild
    const rendered = new Promise((resolve) => {
      if (!inside || inside.checkVisibility({ contentVisibilityAuto: true })) return resolve(undefined)
      block.addEventListener('contentvisibilityautostatechange', (event) => !event.skipped && resolve(undefined))
    })
    block.scrollIntoView({ block: 'center', behavior: 'instant' })
    await rendered
  }
  window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' })
  return blocks.length
}
