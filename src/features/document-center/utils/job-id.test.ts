import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GetJobScreenshotsQueryParams, getJobScreenshotsQueryJobIdMax } from '@/generated/zod/documents/documents.zod';
import { JOB_ID_RANGE, jobIdParam } from './job-id';

describe('jobIdParam', () => {
  it('sends a whole number from 1 as JobId', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (id) => {
        expect(jobIdParam(id)).toEqual({ JobId: id });
      }),
    );
  });

  it('sends nothing for no value, zero, a negative, a fraction or a non-finite number', () => {
    expect(jobIdParam(undefined)).toEqual({});
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.double({ noInteger: true }),
          fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 2_147_483_648),
        ),
        (value) => {
          expect(jobIdParam(value)).toEqual({});
        },
      ),
    );
  });

  it("sends exactly the job ids the contract takes (getJobScreenshots?JobId): its limits are the contract's", () => {
    const { minimum, maximum } = JOB_ID_RANGE;
    expect(maximum).toBe(getJobScreenshotsQueryJobIdMax);
    const contractTakes = (value: number) => GetJobScreenshotsQueryParams.shape.JobId.safeParse(value).success;
    for (const value of [minimum - 1, minimum, minimum + 0.5, maximum - 1, maximum, maximum + 1]) {
      expect('JobId' in jobIdParam(value), String(value)).toBe(contractTakes(value));
    }
    expect(contractTakes(minimum)).toBe(true);
    expect(contractTakes(minimum - 1)).toBe(false);
    expect(contractTakes(maximum + 1)).toBe(false);
  });
});
