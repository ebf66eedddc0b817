import type { RequestHandler } from 'msw';
import {
  getAbiMock,
  getCompaniesMock,
  getComplianceMock,
  getDocumentsMock,
  getEsdsMock,
  getNotificationsMock,
  getOutreachMock,
  getReportsMock,
  getSigninMock,
  getUsersMock,
} from '../../src/generated/api/index.msw';
import { abiHandlers } from './abi';
import { companiesHandlers } from './companies';
import { complianceHandlers } from './compliance';
import { documentsHandlers } from './documents';
import { esdsHandlers } from './esds';
import { notificationsHandlers } from './notifications';
import { outreachHandlers } from './outreach';
import { reportsHandlers } from './reports';
import { signinHandlers } from './signin';
import { usersHandlers } from './users';

/** The stateful, hand-written handlers: one per contract operation, over the seeded database. */
export const statefulHandlers: RequestHandler[] = [
  ...companiesHandlers,
  ...usersHandlers,
  ...notificationsHandlers,
  ...reportsHandlers,
  ...esdsHandlers,
  ...abiHandlers,
  ...documentsHandlers,
  ...signinHandlers,
  ...outreachHandlers,
  ...complianceHandlers,
];

/** orval's faker handlers, only reached if an operation had no stateful handler. */
export const fallbackHandlers: RequestHandler[] = [
  ...getCompaniesMock(),
  ...getUsersMock(),
  ...getNotificationsMock(),
  ...getReportsMock(),
  ...getEsdsMock(),
  ...getAbiMock(),
  ...getDocumentsMock(),
  ...getSigninMock(),
  ...getOutreachMock(),
  ...getComplianceMock(),
];

/** The one handler list: Vitest, the Vite servers, Playwright and the standalone mock server use it. */
export const handlers: RequestHandler[] = [...statefulHandlers, ...fallbackHandlers];
