import { apiFailureKind } from '@/lib/api-errors';

/**
 * Which message a failed report call gets where the spec splits by cause (Job Performance, Applicant
 * Demographics): a 401 that renewal could not cure is 'unauthenticated', anything else 'failed'.
 */
export type ReportErrorKind = 'unauthenticated' | 'failed';

export function reportErrorKind(error: unknown): ReportErrorKind {
  return apiFailureKind(error) === 'unauthorized' ? 'unauthenticated' : 'failed';
}
