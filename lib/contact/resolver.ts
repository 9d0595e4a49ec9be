import { zodResolver } from '@hookform/resolvers/zod'
import { contactSchema } from './schema'

/** The react-hook-form resolver for the shared schema (loaded on demand, see lazy-resolver.ts). */
export const contactResolver = zodResolver(contactSchema)
