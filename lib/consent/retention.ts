import { subMonths } from 'date-fns'
import { consentRecordRetentionMonths } from '@/content/legal/retention'

/** Records created before this moment are past the retention period the privacy policy states. */
export function retentionCutoff(now: Date): Date {
  return subMonths(now, consentRecordRetentionMonths)
}
