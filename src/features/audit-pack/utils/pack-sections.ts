import type { Company } from '@/generated/model';
import { hasFeature, OUTREACH_GATES, passesGate } from '@/lib/access';

export { OUTREACH_GATES };

/**
 * What the company may put in its pack. The ESDS export needs the crossposting flag (the ESDS screen's
 * gate); the outreach summary needs what the outreach dashboard's route needs (OUTREACH_GATES). Report
 * cards and screenshots are open to every company, as the Document Center is.
 */
export interface PackAccess {
  esds: boolean;
  outreach: boolean;
}

export function packAccess(company: Company | null | undefined): PackAccess {
  return {
    esds: hasFeature(company, 'ReverbCrossposting'),
    outreach: OUTREACH_GATES.every((gate) => passesGate(company, gate)),
  };
}
