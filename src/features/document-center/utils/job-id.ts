import schema from '@schemas/compiled/screenshot-filter.schema.json';

/** The Job ID filter's limits: the contract's (getJobScreenshots?JobId), through the compiled form schema. */
export const JOB_ID_RANGE = schema.properties.jobId;

/**
 * Spec section 5: the Job ID filter is sent only when it is a number, and its minimum is 1. Anything
 * else (empty, a fraction, zero, a negative, beyond the API's integer range) sends no JobId.
 */
export function jobIdParam(jobId: number | undefined): { JobId?: number } {
  return jobId !== undefined &&
    Number.isSafeInteger(jobId) &&
    jobId >= JOB_ID_RANGE.minimum &&
    jobId <= JOB_ID_RANGE.maximum
    ? { JobId: jobId }
    : {};
}
