import 'server-only'

/** A store that cannot take or give records now: the cause for the log, and what the operator should do. */
import 'server-only'
export class StoreError extends Error {
  constructor(
    message: string,
    options?: {
      cause?: unknown
      /** What the operator should do about it, for the one log line. */
      fix?: string
    },
  ) {
    super(message, options)
    this.name = 'StoreError'
    this.fix = options?.fix
  }

  readonly fix?: string
}
