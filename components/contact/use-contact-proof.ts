'use client'

import { useRef } from 'react'
import type { Challenge } from 'altcha-lib'
import { proofCost } from '@/lib/contact/limits'
import { apiRoutes } from '@/lib/request/api-routes'
import { within } from './within'

/** How long a submit waits for a proof still being solved before it goes without one (to the hourly digest). */
const proofWaitMs = 5000
/** A solved proof this close to its challenge's expiry is solved again before it is sent. */
const expiryMarginMs = 60_000

interface Solving {
  proof: Promise<string>
  /** When its challenge arrived, on the page's clock: expiry is judged from here, whatever the clocks disagree on. */
  startedAt: number
}

/** The User Timing entry of each solve, from the challenge's request to the solution (DevTools, the bench). */
const proofMeasure = 'contact-proof'

/** Fetches a challenge and solves it in a worker; '' when anything fails (the request then goes without a proof). */
async function solveProof(): Promise<string> {
  const started = performance.now()
  try {
    const response = await fetch(apiRoutes.contactChallenge.path, { cache: 'no-store' })
    if (!response.ok) throw new Error(`the challenge was answered ${response.status}`)
    const challenge = (await response.json()) as Challenge
    const { solveChallengeWorkers } = await import('altcha-lib')
    const solution = await solveChallengeWorkers({
      challenge,
      concurrency: 1,
      createWorker: () => new Worker(new URL('./proof-worker.ts', import.meta.url)),
    })
    if (!solution) return ''
    performance.measure(proofMeasure, { start: started, detail: { solveMs: solution.time, counter: solution.counter } })
    return JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })
  } catch (error) {
    console.warn('[contact] the form could not prove it is a browser: the request goes to the hourly digest', error)
    return ''
  }
}

/**
 * The form's proof of work: `start()` when the visitor starts the form (nothing is fetched before), solved in
 * the background while they type; `take()` at submit hands over the proof, one per request (the server spends
 * each once), solving a fresh one if it was never started or is about to expire.
 */
export function useContactProof() {
  const solving = useRef<Solving | null>(null)
  const start = () => {
    solving.current ??= { proof: solveProof(), startedAt: Date.now() }
  }
  const take = async (): Promise<string> => {
    const current = solving.current
    solving.current = null
    const fresh = current && Date.now() - current.startedAt < proofCost.expiresInMs - expiryMarginMs
    const proof = fresh ? current.proof : solveProof()
    return within(proof, proofWaitMs, '')
  }
  return { start, take }
}
