import fc from 'fast-check';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  GetOrganizationEngagementSummaryResponse,
  GetOutreachActionCategoryBreakdownResponse,
  GetOutreachPipelineResponse,
  GetOutreachTokenResponse,
  GetPartnerEffectivenessResponse,
} from '../../src/generated/zod/index.zod';
import {
  ACME,
  BETA,
  call,
  useDemoTokens,
  GAMMA,
  outreachTokenFor,
  parsed,
  problemOf,
  setDemoProduct,
  useDemoBackend,
} from '../../tests/support/demo-api';
import { db } from '../db';
import { isoDay } from '../lib/content-query';
import { TODAY, dayRangeArbitrary, daysAgo } from '../lib/content-testing';

useDemoBackend();

const tokens = useDemoTokens();
let acmeGateway: string;
let gammaGateway: string;
beforeAll(async () => {
  [acmeGateway, gammaGateway] = await Promise.all([outreachTokenFor(ACME), outreachTokenFor(GAMMA)]);
});

/** MM/DD/YYYY of a YYYY-MM-DD date. */
const dashboard = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const period = (start: string, end: string) => ({ StartDate: dashboard(start), EndDate: dashboard(end) });
const LAST_30_DAYS = period(daysAgo(30), daysAgo(0));

const gateway = (path: string, token: string | null, body: unknown) =>
  call(`/r/Dashboard/${path}`, { method: 'POST', token, body });

const CATEGORY_IDS = { minorities: 14, women: 13, iwd: 15, veterans: 12 } as const;

function sendsBetween(companyId: number, start: string, end: string) {
  return db.outreachSend
    .getAll()
    .filter((send) => send.companyId === companyId && send.sentOn >= start && send.sentOn <= end);
}

function categoryOf(organizationId: number): string {
  return db.partnerOrganization.getAll().find((organization) => organization.id === organizationId)?.category ?? '';
}

describe('outreach service token', () => {
  it('hands Acme a token the gateway accepts, Gamma and Beta (no OMS) a 403, a company without an account a 404', async () => {
    const { jwt } = await parsed(
      await call('/api/Outreach', { token: tokens.owner, query: { CompanyId: ACME } }),
      GetOutreachTokenResponse,
    );
    expect((await gateway('OutreachPipelineData', jwt, LAST_30_DAYS)).status).toBe(200);
    // Gamma has an outreach account and the new outreach system's flag, but not the OMS product.
    const gamma = await problemOf(
      await call('/api/Outreach', { token: tokens.owner, query: { CompanyId: GAMMA } }),
      403,
    );
    expect(gamma.detail).toMatch(/OMS/);
    await problemOf(await call('/api/Outreach', { token: tokens.owner, query: { CompanyId: BETA } }), 403);
    await problemOf(await call('/api/Outreach', { token: tokens.user, query: { CompanyId: GAMMA } }), 403);
    await problemOf(await call('/api/Outreach', { query: { CompanyId: ACME } }), 401);

    // With OMS, Gamma gets its token; a company the gates let through but with no outreach account, a 404.
    setDemoProduct(GAMMA, 'OMS', 'Active');
    onTestFinished(() => setDemoProduct(GAMMA, 'OMS', null));
    await parsed(
      await call('/api/Outreach', { token: tokens.owner, query: { CompanyId: GAMMA } }),
      GetOutreachTokenResponse,
    );
    const account = db.outreachAccount.findFirst({ where: { companyId: { equals: GAMMA } } });
    if (!account) throw new Error('Gamma has no outreach account');
    db.outreachAccount.delete({ where: { companyId: { equals: GAMMA } } });
    onTestFinished(() => void db.outreachAccount.create(account));
    await problemOf(await call('/api/Outreach', { token: tokens.owner, query: { CompanyId: GAMMA } }), 404);
  });

  it("carries the session's impersonation on: the gateway accepts previewFeatures only with it", async () => {
    const gatewayToken = async (token: string) =>
      (await parsed(await call('/api/Outreach', { token, query: { CompanyId: ACME } }), GetOutreachTokenResponse)).jwt;
    const [ofOwner, ofSupport] = await Promise.all([gatewayToken(tokens.owner), gatewayToken(tokens.support)]);
    const preview = (jwt: string) =>
      call('/r/Dashboard/OutreachPipelineData', {
        method: 'POST',
        token: jwt,
        query: { previewFeatures: true },
        body: LAST_30_DAYS,
      });
    await problemOf(await preview(ofOwner), 403);
    expect((await preview(ofSupport)).status).toBe(200);
    expect((await gateway('OutreachPipelineData', ofOwner, LAST_30_DAYS)).status).toBe(200);
  });

  it('is the only key to the gateway', async () => {
    await problemOf(await gateway('OutreachPipelineData', null, LAST_30_DAYS), 401);
    await problemOf(await gateway('OrganizationEngagementSummary', tokens.owner, LAST_30_DAYS), 401);
  });
});

describe('seeded outreach', () => {
  it('has organizations in every channel and category, and job links over the last 90 days', () => {
    const categories = new Set(db.partnerOrganization.getAll().map((organization) => organization.category));
    expect(categories).toEqual(new Set(['minorities', 'women', 'iwd', 'veterans', 'stateWorkforce', 'other']));
    const acme = db.outreachSend.getAll().filter((send) => send.companyId === ACME);
    expect(new Set(acme.map((send) => send.agentGroupType))).toEqual(new Set([2, 4, 6]));
    expect(acme.every((send) => send.sentOn >= daysAgo(89) && send.sentOn <= daysAgo(0))).toBe(true);
    expect(sendsBetween(ACME, daysAgo(30), daysAgo(0)).length).toBeGreaterThan(300);
    expect(db.outreachSend.getAll().filter((send) => send.companyId === BETA)).toHaveLength(0);
    expect(db.outreachRecipient.getAll().every((recipient) => /^[^@\s]+@[^@\s]+\.[a-z]+$/.test(recipient.email))).toBe(
      true,
    );
  });
});

describe('dashboard', () => {
  it('counts job links in total and per category, as the send events say', async () => {
    await fc.assert(
      fc.asyncProperty(dayRangeArbitrary(120), async ({ start, end }) => {
        const body = await parsed(
          await gateway('OutreachPipelineData', acmeGateway, period(start, end)),
          GetOutreachPipelineResponse,
        );
        const sends = sendsBetween(ACME, start, end);
        expect(body.total).toBe(sends.length);
        expect(body.breakdown.map((entry) => entry.partnerOrganizationCategory)).toEqual([0, 14, 13, 15, 12]);
        expect(body.breakdown[0]?.numberOfJobLinksSent).toBe(sends.length);
        for (const [category, id] of Object.entries(CATEGORY_IDS)) {
          const expected = sends.filter((send) => categoryOf(send.organizationId) === category).length;
          expect(body.breakdown.find((entry) => entry.partnerOrganizationCategory === id)?.numberOfJobLinksSent).toBe(
            expected,
          );
        }
      }),
      { numRuns: 12 },
    );
  });

  it('breaks links, views and applicants down by category', async () => {
    const body = await parsed(
      await gateway('OutreachActionCategoryBreakdown', acmeGateway, LAST_30_DAYS),
      GetOutreachActionCategoryBreakdownResponse,
    );
    const sends = sendsBetween(ACME, daysAgo(30), daysAgo(0));
    for (const key of ['minorities', 'veterans', 'iwd', 'women', 'stateWorkforce', 'other'] as const) {
      const inCategory = sends.filter((send) => categoryOf(send.organizationId) === key);
      expect(body.jobsSent[key]).toBe(inCategory.length);
      expect(body.jobViews[key]).toBe(inCategory.reduce((sum, send) => sum + send.views, 0));
      expect(body.applicants[key]).toBe(inCategory.reduce((sum, send) => sum + send.applicants, 0));
    }
    expect(Object.values(body.jobsSent).every((count) => count > 0)).toBe(true);
    expect(Object.values(body.jobViews).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(
      Object.values(body.applicants).reduce((sum, count) => sum + count, 0),
    );
  });

  it('summarises engagement per organization and recipient, most links first', async () => {
    const body = await parsed(
      await gateway('OrganizationEngagementSummary', acmeGateway, LAST_30_DAYS),
      GetOrganizationEngagementSummaryResponse,
    );
    const sends = sendsBetween(ACME, daysAgo(30), daysAgo(0));
    expect(body.reduce((sum, organization) => sum + organization.totalNumberOfJobsSent, 0)).toBe(sends.length);
    expect(body.length).toBe(new Set(sends.map((send) => send.organizationId)).size);
    for (let index = 1; index < body.length; index++) {
      expect(body[index - 1]?.totalNumberOfJobsSent).toBeGreaterThanOrEqual(body[index]?.totalNumberOfJobsSent ?? 0);
    }
    for (const organization of body) {
      expect(organization.recipientEngagement.reduce((sum, recipient) => sum + recipient.numberOfJobsSent, 0)).toBe(
        organization.totalNumberOfJobsSent,
      );
      const channels = new Set(organization.recipientEngagement.flatMap((recipient) => recipient.agentGroupTypes));
      expect(new Set(organization.agentGroupTypes)).toEqual(channels);
    }
    expect(body.some((organization) => organization.agentGroupTypes.length > 1)).toBe(true);
  });

  it("answers with the token's company only", async () => {
    const acme = await parsed(
      await gateway('OutreachPipelineData', acmeGateway, LAST_30_DAYS),
      GetOutreachPipelineResponse,
    );
    const gamma = await parsed(
      await gateway('OutreachPipelineData', gammaGateway, LAST_30_DAYS),
      GetOutreachPipelineResponse,
    );
    expect(gamma.total).toBe(sendsBetween(GAMMA, daysAgo(30), daysAgo(0)).length);
    expect(gamma.total).toBeGreaterThan(0);
    expect(gamma.total).toBeLessThan(acme.total);
  });

  it('gives zeros and empty lists for a period without job links', async () => {
    const quiet = period(isoDay(TODAY - 400), isoDay(TODAY - 370));
    const pipeline = await parsed(
      await gateway('OutreachPipelineData', acmeGateway, quiet),
      GetOutreachPipelineResponse,
    );
    expect(pipeline.total).toBe(0);
    expect(pipeline.breakdown.every((entry) => entry.numberOfJobLinksSent === 0)).toBe(true);
    const breakdown = await parsed(
      await gateway('OutreachActionCategoryBreakdown', acmeGateway, quiet),
      GetOutreachActionCategoryBreakdownResponse,
    );
    expect(Object.values(breakdown.jobsSent).every((count) => count === 0)).toBe(true);
    expect(
      await parsed(
        await gateway('OrganizationEngagementSummary', acmeGateway, quiet),
        GetOrganizationEngagementSummaryResponse,
      ),
    ).toEqual([]);
  });

  it('answers 400 for a reversed, impossible or badly written period', async () => {
    await problemOf(await gateway('OutreachPipelineData', acmeGateway, period(daysAgo(0), daysAgo(30))), 400);
    await problemOf(
      await gateway('OutreachActionCategoryBreakdown', acmeGateway, { StartDate: '02/30/2026', EndDate: '03/01/2026' }),
      400,
    );
    await problemOf(
      await gateway('OrganizationEngagementSummary', acmeGateway, { StartDate: '2026-10-01', EndDate: '11/01/2026' }),
      400,
    );
  });
});

describe('partner effectiveness', () => {
  const YEAR = period(daysAgo(365), daysAgo(0));

  /** What the seeded sends say of each organization in the period, computed here from the rows. */
  function expectedRows(companyId: number, start: string, end: string) {
    const byOrganization = new Map<number, ReturnType<typeof sendsBetween>>();
    for (const send of sendsBetween(companyId, start, end)) {
      byOrganization.set(send.organizationId, [...(byOrganization.get(send.organizationId) ?? []), send]);
    }
    return [...byOrganization].map(([organizationId, sends]) => {
      const organization = db.partnerOrganization.findFirst({ where: { id: { equals: organizationId } } });
      return {
        organizationName: organization?.name,
        organizationCategory: organization?.category,
        agentGroupTypes: [...new Set(sends.map((send) => send.agentGroupType))].sort((a, b) => a - b),
        jobLinksSent: sends.length,
        jobViews: sends.reduce((sum, send) => sum + send.views, 0),
        applicantClicks: sends.reduce((sum, send) => sum + send.applicants, 0),
      };
    });
  }

  it('counts links, views and applicant clicks per organization as the seeded sends say, most links first', async () => {
    for (const [jwt, companyId] of [
      [acmeGateway, ACME],
      [gammaGateway, GAMMA],
    ] as const) {
      const body = await parsed(await gateway('PartnerEffectiveness', jwt, YEAR), GetPartnerEffectivenessResponse);
      const expected = expectedRows(companyId, daysAgo(365), daysAgo(0));
      expect(body).toHaveLength(expected.length);
      expect(new Set(body)).toEqual(new Set(expected));
      for (let index = 1; index < body.length; index++) {
        expect(body[index - 1]?.jobLinksSent).toBeGreaterThanOrEqual(body[index]?.jobLinksSent ?? 0);
      }
    }
  });

  it('sends as many links per organization as the engagement summary, for any period', async () => {
    await fc.assert(
      fc.asyncProperty(dayRangeArbitrary(400), async ({ start, end }) => {
        const [effectiveness, summary] = await Promise.all([
          gateway('PartnerEffectiveness', acmeGateway, period(start, end)).then((response) =>
            parsed(response, GetPartnerEffectivenessResponse),
          ),
          gateway('OrganizationEngagementSummary', acmeGateway, period(start, end)).then((response) =>
            parsed(response, GetOrganizationEngagementSummaryResponse),
          ),
        ]);
        const links = (rows: { name: string; count: number }[]) => new Map(rows.map((row) => [row.name, row.count]));
        expect(links(effectiveness.map((row) => ({ name: row.organizationName, count: row.jobLinksSent })))).toEqual(
          links(summary.map((row) => ({ name: row.organizationName, count: row.totalNumberOfJobsSent }))),
        );
      }),
      { numRuns: 8 },
    );
  });

  it('has organizations without a view, and organizations with views but no applicant, in the 12 months', async () => {
    const acme = await parsed(
      await gateway('PartnerEffectiveness', acmeGateway, YEAR),
      GetPartnerEffectivenessResponse,
    );
    const noViews = acme.filter((row) => row.jobViews === 0);
    const noApplicants = acme.filter((row) => row.jobViews > 0 && row.applicantClicks === 0);
    expect(noViews).toHaveLength(2);
    expect(noViews.every((row) => row.jobLinksSent > 0 && row.applicantClicks === 0)).toBe(true);
    // Two never apply by the seed's plan; an organization sent few links may happen to have none either.
    expect(noApplicants.length).toBeGreaterThanOrEqual(2);
    expect(acme.filter((row) => row.applicantClicks > 0).length).toBeGreaterThan(10);
    const gamma = await parsed(
      await gateway('PartnerEffectiveness', gammaGateway, YEAR),
      GetPartnerEffectivenessResponse,
    );
    expect(gamma.filter((row) => row.jobViews === 0)).toHaveLength(1);
    expect(gamma.filter((row) => row.jobViews > 0 && row.applicantClicks === 0).length).toBeGreaterThanOrEqual(1);
  });

  it('answers an empty list for a period without links, 400 for a bad period and 401 without the token', async () => {
    const quiet = period(isoDay(TODAY - 400), isoDay(TODAY - 370));
    expect(
      await parsed(await gateway('PartnerEffectiveness', acmeGateway, quiet), GetPartnerEffectivenessResponse),
    ).toEqual([]);
    await problemOf(await gateway('PartnerEffectiveness', acmeGateway, period(daysAgo(0), daysAgo(30))), 400);
    await problemOf(
      await gateway('PartnerEffectiveness', acmeGateway, { StartDate: '02/30/2026', EndDate: '03/01/2026' }),
      400,
    );
    await problemOf(await gateway('PartnerEffectiveness', null, YEAR), 401);
    await problemOf(await gateway('PartnerEffectiveness', tokens.owner, YEAR), 401);
  });
});
