/**
 * Spec section 5: the Job ID filter is sent only when it is a number, and its minimum is 1. Anything
 * else (empty, a fraction, zero, a negative, beyond the API's integer range) sends no JobId.
 */
export function jobIdParam(jobId: number | undefined): { JobId?: number } {
  return jobId !== undefined && Number.isSafeInteger(jobId) && jobId >= 1 && jobId <= 2_147_483_647
    ? { JobId: jobId }
    : {};
}
