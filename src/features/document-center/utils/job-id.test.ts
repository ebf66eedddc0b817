import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobIdParam } from './job-id';

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
});
