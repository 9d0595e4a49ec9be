import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { guardScript, hydratingEvents } from '@/components/islands/served-island-guard'

describe('the served-island guard', () => {
  it('holds exactly the events on which the react-dom that Next ships hydrates the page inside the event', () => {
    // The browser build Next's app router runs; React keeps these events as one space-separated literal.
    const reactDom = readFileSync(
      require.resolve('next/dist/compiled/react-dom/cjs/react-dom-client.production.js'),
      'utf8',
    )
    const listed = /discreteReplayableEvents\s*=\s*"([^"]+)"\.split\(/.exec(reactDom)
    // Null: react-dom no longer names these events so; read how it now hydrates on an event.
    expect(listed).not.toBeNull()
    expect(hydratingEvents.split(' ').sort()).toEqual(listed![1].split(' ').sort())
  })

  it('keeps those events from the document inside a served box, and from nothing outside it or on window', () => {
    document.body.innerHTML =
      '<div data-island="served"><button id="held">held</button></div><div data-island="listening"><button id="free">free</button></div>'
    new Function(guardScript())()
    const reached: string[] = []
    window.addEventListener('click', (event) => reached.push(`window:${(event.target as Element).id}`), true)
    // Registered after the guard, as React's listener on the document is.
    document.addEventListener('click', (event) => reached.push(`document:${(event.target as Element).id}`), true)
    for (const id of ['held', 'free']) document.getElementById(id)!.click()
    expect(reached).toEqual(['window:held', 'window:free', 'document:free'])
  })
})
