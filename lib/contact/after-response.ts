/**
 * Hands work to next/server's after(), which runs it once the answer has gone (on the worker, through the
 * request's waitUntil). Outside a request (a unit test calling the handler, a script) after() throws: the
 * work then simply runs in the background.
 */
export function runAfterResponse(after: (work: () => Promise<unknown>) => void, work: () => Promise<unknown>): void {
  try {
    after(work)
  } catch {
    void work()
  }
}
