/** The arguments of `npm run contact-requests`: anything it does not take prints the usage and exits 2. */
import { parseArgs } from 'node:util'
import { fail } from './open-store'

const usage = `usage:
  npm run contact-requests -- list [--pending] [--since YYYY-MM-DD]
  npm run contact-requests -- show <reference>
  npm run contact-requests -- export [--since YYYY-MM-DD] [--format csv|json]
  npm run contact-requests -- deliver [--now]
  npm run contact-requests -- purge [--dry-run]`

export const usageError = (problem: string): never => fail(`${problem}\n${usage}`)

/** Each command, the options it takes and how many words follow it. */
const commands = {
  list: { options: ['pending', 'since'], words: 0 },
  show: { options: [], words: 1 },
  export: { options: ['since', 'format'], words: 0 },
  deliver: { options: ['now'], words: 0 },
  purge: { options: ['dry-run'], words: 0 },
} satisfies Record<string, { options: string[]; words: number }>

export type Command = keyof typeof commands

function sinceDate(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined
  const since = new Date(`${value}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(since.getTime()))
    usageError('--since must be a date like 2026-01-31')
  return since
}

export interface ContactRequestsArgs {
  command: Command
  /** The words after the command: show's reference. */
  words: string[]
  since?: Date
  format: string
  pending: boolean
  now: boolean
  dryRun: boolean
}

export function parseContactRequestsArgs(args: string[] = process.argv.slice(2)): ContactRequestsArgs {
  let parsed
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        since: { type: 'string' },
        format: { type: 'string' },
        pending: { type: 'boolean' },
        now: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
      },
    })
  } catch (error) {
    return usageError((error as Error).message)
  }
  const { positionals, values } = parsed
  const [command, ...words] = positionals
  if (command === undefined) return usageError('which command?')
  if (!Object.hasOwn(commands, command)) return usageError(`unknown command ${command}`)
  const spec: { options: string[]; words: number } = commands[command as Command]
  const extra = Object.keys(values).find((option) => !spec.options.includes(option))
  if (extra) usageError(`${command} takes no --${extra}`)
  if (words.length !== spec.words)
    usageError(`${command} takes ${spec.words || 'no'} argument${spec.words === 1 ? '' : 's'}`)
  return {
    command: command as Command,
    words,
    since: sinceDate(values.since),
    format: values.format ?? 'csv',
    pending: values.pending ?? false,
    now: values.now ?? false,
    dryRun: values['dry-run'] ?? false,
  }
}
