import type { Gate } from './access';

/**
 * What the outreach dashboard's route needs: its group's OMS product and the NewOutreachManagementSystem
 * flag (src/app/router.tsx). The screens that read the outreach gateway for a company (the Audit Pack, Audit
 * Readiness) ask the same; tests/contract/authorization.test.ts holds it to the route table. A module of its
 * own, so that only those lazy screens carry it, not the portal's first load with src/lib/access.ts.
 */
export const OUTREACH_GATES: readonly Gate[] = [{ product: 'OMS' }, { feature: 'NewOutreachManagementSystem' }];
