// Proofs of work for the requests `npm run bench:contact` means as real visitors': the host's own challenges
// (lib/contact/proof.ts's newChallenge, signed with the key the bench gives the host), solved here with Node's
// SHA-256 as tests/unit/support/contact-fixtures.ts solves one, on every core at once. A challenge expires
// 10 minutes after it is made: a phase's proofs are made just before the phase.
import { availableParallelism } from 'node:os'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/** ALTCHA's payload as the form's `proof` field carries it: the challenge and the counter found for it. */
async function solved(challenge) {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('a proof of work was not solved within altcha-lib’s timeout')
  return JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })
}

// This file is also each solving thread: it solves its share, one after the other, and hands the proofs back.
if (!isMainThread) {
  const proofs = []
  for (const challenge of workerData) proofs.push(await solved(challenge))
  parentPort.postMessage(proofs)
}

/** One thread solving `challenges`; resolves with their proofs, in order. */
function solveOnThread(challenges) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: challenges })
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => code !== 0 && reject(new Error(`a proof-solving thread exited with ${code}`)))
  })
}

/**
 * `amount` solved proofs of `newChallenge`'s challenges (the `proof` field of a form post, each to be spent
 * once), one thread per core; resolves with them and the seconds the solving took.
 * @param {() => Promise<object>} newChallenge
 * @param {number} amount
 * @returns {Promise<{ proofs: string[], seconds: number }>}
 */
export async function solveProofs(newChallenge, amount) {
  const started = performance.now()
  const challenges = await Promise.all(Array.from({ length: amount }, () => newChallenge()))
  const threads = Math.max(1, Math.min(availableParallelism(), amount))
  const shares = Array.from({ length: threads }, (_, thread) => challenges.filter((_, i) => i % threads === thread))
  const solvedShares = await Promise.all(shares.map((share) => (share.length ? solveOnThread(share) : [])))
  const proofs = challenges.map((_, i) => solvedShares[i % threads][Math.floor(i / threads)])
  return { proofs, seconds: (performance.now() - started) / 1000 }
}
