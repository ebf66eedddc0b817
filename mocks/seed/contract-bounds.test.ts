import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  GetApplicantDemographicsResponse,
  GetCalendarLinkResponse,
  GetCompaniesResponse,
  GetCompanyInfoResponse,
  GetCompanyUsersResponse,
  GetDocumentUrlResponse,
  GetEsdsReportResponse,
  GetJobPerformanceByDateResponse,
  GetJobPerformanceDetailsResponse,
  GetJobPerformanceSummaryResponse,
  GetJobScreenshotsResponse,
  GetNotificationPreferencesResponse,
  GetNotificationsResponse,
  GetObservanceResponse,
  GetObservancesResponse,
  GetOrganizationEngagementSummaryResponse,
  GetOutreachActionCategoryBreakdownResponse,
  GetOutreachPipelineResponse,
  GetOutreachTokenResponse,
  GetPartnerEffectivenessResponse,
  GetPaymentLinkResponse,
  GetReportCardsResponse,
  GetSavedObservancesResponse,
  GetServerTimeResponse,
  GetTagContentsResponse,
  GetTagsResponse,
  GetUserByEmailResponse,
  GetUserPermissionsResponse,
  SearchCitiesResponse,
} from '../../src/generated/zod/index.zod';
import { FeatureId } from '../../src/generated/model';
import {
  call,
  changeDemoCompany,
  DEMO_ORIGIN,
  parsed,
  setDemoFeature,
  setDemoProduct,
  useDemoBackend,
  type CallOptions,
} from '../../tests/support/demo-api';
import { issueApiToken } from '../auth';
import { db } from '../db';
import { CITIES } from '../lib/account-cities';
import { isManagerRole } from '../lib/account-shapes';
import { contractOperations } from '../lib/contract';

/**
 * The contract bounds every string, integer and list (docs/contract.md, "Limits"). The demo backend must
 * fit them: every record it seeds, as it serves it, parses with the operation's generated response schema,
 * limits included. The ranges are wider than the seed, so every record is asked for at least once, and
 * each check counts what came back against the database.
 */
useDemoBackend();

// What is checked is every seeded record as served; the gates (x-requires) only decide who is served it.
// So every company gets every product the contract requires, every feature and the orders flag here, and
// every record is reachable.
beforeAll(() => {
  const products = new Set([...contractOperations().values()].flatMap(({ requires }) => requires?.product ?? []));
  for (const { id } of db.company.getAll()) {
    for (const product of products) setDemoProduct(id, product, 'Active');
    for (const feature of Object.keys(FeatureId) as (keyof typeof FeatureId)[]) setDemoFeature(id, feature, true);
    changeDemoCompany(id, { showOrders: true });
  }
});

/** Wider than every date of the seed, which is anchored to the demo day (2026-11-22 in Vitest). */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2099-12-31';
const PERIOD = { StartDate: '01/01/2000', EndDate: '12/31/2099' };

const tokens = new Map<number, Promise<string>>();
function tokenOf(userId: number): Promise<string> {
  let token = tokens.get(userId);
  if (!token) {
    token = issueApiToken(userId, `${DEMO_ORIGIN}/oidc`);
    tokens.set(userId, token);
  }
  return token;
}

async function served<T extends z.ZodMiniType>(
  schema: T,
  path: string,
  userId: number,
  options: CallOptions = {},
): Promise<z.output<T>> {
  return parsed(await call(path, { ...options, token: await tokenOf(userId) }), schema);
}

const activeMemberships = () => db.companyUser.getAll().filter((membership) => membership.isActive);

/** An active owner or administrator of each company: who may read everything of it. */
function managerOf(companyId: number): number {
  const manager = activeMemberships().find(
    (membership) => membership.companyId === companyId && isManagerRole(membership.userRole),
  );
  if (!manager) throw new Error(`company ${companyId} has no active manager`);
  return manager.userId;
}

const companyIds = () => db.company.getAll().map((company) => company.id);
const pascalRange = (companyId: number) => ({ CompanyId: companyId, StartDate: FIRST_DAY, EndDate: LAST_DAY });

describe('every seeded record, as the demo backend serves it, fits the contract bounds', () => {
  it('companies, their information and payment links', async () => {
    const servedIds = new Set<number>();
    for (const user of db.user.getAll()) {
      const companies = await served(GetCompaniesResponse, '/api/companies', user.id, { query: { userId: user.id } });
      for (const company of companies) servedIds.add(company.id);
    }
    expect([...servedIds].sort()).toEqual(companyIds().sort());

    for (const companyId of companyIds()) {
      const manager = managerOf(companyId);
      await served(GetCompanyInfoResponse, '/api/companies/info', manager, { query: { companyId } });
      const payment = await call('/api/Orders/PaymentLink', { token: await tokenOf(manager), query: { companyId } });
      // A company without a payment account answers 404 (docs/decisions/0006-demo-backend-behaviour.md); the others a link.
      if (payment.status !== 404) await parsed(payment, GetPaymentLinkResponse);
    }
  });

  it('users, memberships, permissions, notifications and preferences', async () => {
    for (const companyId of companyIds()) {
      const manager = managerOf(companyId);
      const rows = await served(GetCompanyUsersResponse, '/api/users', manager, { query: { companyId } });
      const members = db.companyUser.getAll().filter((membership) => membership.companyId === companyId);
      expect(rows.map((row) => row.userId).sort()).toEqual(members.map((member) => member.userId).sort());
      for (const member of members) {
        await served(GetUserPermissionsResponse, '/api/users/userPermissions', manager, {
          query: { companyId, userId: member.userId },
        });
      }
    }

    const someManager = managerOf(companyIds()[0] as number);
    for (const user of db.user.getAll()) {
      await served(GetUserByEmailResponse, '/api/users/byemail', someManager, { query: { email: user.email } });
    }

    const notificationIds: number[] = [];
    for (const { companyId, userId } of activeMemberships()) {
      const all = await served(
        GetNotificationsResponse,
        `/api/Notifications/company/${companyId}/user/${userId}/1`,
        userId,
      );
      notificationIds.push(...all.map((notification) => notification.id));
      await served(GetNotificationPreferencesResponse, '/api/Notifications/preferences', userId, {
        query: { companyId, userId },
      });
      await served(GetCalendarLinkResponse, '/api/CalendarEvents/calendar/link', userId, {
        query: { companyId, userId },
      });
    }
    const onActive = new Set(activeMemberships().map((membership) => `${membership.companyId}:${membership.userId}`));
    const expected = db.notification
      .getAll()
      .filter((notification) => onActive.has(`${notification.companyId}:${notification.userId}`));
    expect(notificationIds.sort()).toEqual(expected.map((notification) => notification.id).sort());
  });

  it('cities of the city search', () => {
    for (const city of CITIES) expect(SearchCitiesResponse.safeParse([city]).success, city.city).toBe(true);
  });

  it('job performance, demographics, the cross-post report and the server time', async () => {
    let detailRows = 0;
    let esdsRows = 0;
    for (const companyId of companyIds()) {
      const manager = managerOf(companyId);
      const query = pascalRange(companyId);
      await served(GetJobPerformanceSummaryResponse, '/api/reports/jobperformance/summary', manager, { query });
      const details = await served(GetJobPerformanceDetailsResponse, '/api/reports/jobperformance/details', manager, {
        query,
      });
      detailRows += details.length;
      await served(GetJobPerformanceByDateResponse, '/api/reports/jobperformance/bydate', manager, { query });
      await served(GetApplicantDemographicsResponse, '/api/reports/applicantdemographics', manager, { query });
      const esds = await served(GetEsdsReportResponse, '/api/ESDSReport/ESDSReport', manager, {
        query: { companyId, startDate: FIRST_DAY, endDate: LAST_DAY },
      });
      esdsRows += esds.length;
    }
    expect(detailRows).toBeGreaterThan(0);
    expect(esdsRows).toBe(db.esdsPosting.count());
    await parsed(await call('/api/timeutility'), GetServerTimeResponse);
  });

  it('observances, saved observances, tags and the content library', async () => {
    const [companyId] = companyIds() as [number];
    const manager = managerOf(companyId);
    const query = { companyId, startDate: FIRST_DAY, endDate: LAST_DAY };
    const observances = await served(GetObservancesResponse, '/api/abi/observances', manager, { query });
    expect(observances).toHaveLength(db.observance.count());
    for (const observance of db.observance.getAll()) {
      await served(GetObservanceResponse, `/api/abi/observances/${observance.id}`, manager, { query: { companyId } });
    }

    let saved = 0;
    for (const { companyId: company, userId } of activeMemberships()) {
      const rows = await served(GetSavedObservancesResponse, '/api/abi/userobservances', userId, {
        method: 'POST',
        query: { companyId: company },
        body: { startDate: FIRST_DAY, endDate: LAST_DAY },
      });
      saved += rows.length;
    }
    expect(saved).toBe(db.savedObservance.count());

    expect(await served(GetTagsResponse, '/api/abi/tags', manager)).toHaveLength(db.tag.count());
    for (const item of db.contentItem.getAll()) {
      await served(GetTagsResponse, '/api/abi/tags', manager, { query: { contentId: item.id } });
    }
    const contents = await served(GetTagContentsResponse, '/api/abi/tags/contents', manager);
    expect(new Set(contents.flatMap((tag) => tag.contents.map((item) => item.contentId))).size).toBe(
      db.contentItem.count(),
    );
  });

  it('report cards and screenshots', async () => {
    let cards = 0;
    let screenshots = 0;
    for (const companyId of companyIds()) {
      const manager = managerOf(companyId);
      const documents = await served(GetReportCardsResponse, '/api/Documents/reportcard/clientreportcards', manager, {
        query: { CompanyId: companyId, BeginDate: FIRST_DAY, EndDate: LAST_DAY },
      });
      const shots = await served(GetJobScreenshotsResponse, '/api/Documents/jobscreenshots/jobscreenshots', manager, {
        query: pascalRange(companyId),
      });
      cards += documents.length;
      screenshots += shots.length;
    }
    expect(cards).toBe(db.reportCard.count());
    expect(screenshots).toBe(db.screenshot.count());
  });

  it('the address of every report card and screenshot', async () => {
    const documents = [
      ...db.reportCard.getAll().map((card) => ({ companyId: card.companyId, Id: card.mailingKey, Type: 1 })),
      ...db.screenshot.getAll().map((shot) => ({ companyId: shot.companyId, Id: shot.screenshotId, Type: 2 })),
    ];
    const managers = new Map(companyIds().map((companyId) => [companyId, managerOf(companyId)]));
    await Promise.all(
      documents.map(({ companyId, Id, Type }) =>
        served(GetDocumentUrlResponse, '/api/Documents/documenturl', managers.get(companyId) ?? 0, {
          query: { Id, Type, CompanyId: companyId },
        }),
      ),
    );
  });

  it('the outreach dashboard and partner effectiveness of every company with an outreach account', async () => {
    let organizations = 0;
    for (const { companyId } of db.outreachAccount.getAll()) {
      const { jwt } = await served(GetOutreachTokenResponse, '/api/Outreach', managerOf(companyId), {
        query: { CompanyId: companyId },
      });
      const gateway = (path: string) => call(path, { method: 'POST', token: jwt, body: PERIOD });
      await parsed(await gateway('/r/Dashboard/OutreachPipelineData'), GetOutreachPipelineResponse);
      await parsed(
        await gateway('/r/Dashboard/OutreachActionCategoryBreakdown'),
        GetOutreachActionCategoryBreakdownResponse,
      );
      const summary = await parsed(
        await gateway('/r/Dashboard/OrganizationEngagementSummary'),
        GetOrganizationEngagementSummaryResponse,
      );
      organizations += summary.length;
      const effectiveness = await parsed(
        await gateway('/r/Dashboard/PartnerEffectiveness'),
        GetPartnerEffectivenessResponse,
      );
      expect(effectiveness).toHaveLength(summary.length);
    }
    expect(organizations).toBeGreaterThan(0);
  });
});
