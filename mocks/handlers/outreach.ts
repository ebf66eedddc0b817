import { HttpResponse, type HttpHandler } from 'msw';
import {
  AgentGroupType,
  OrganizationCategory as CategoryName,
  PartnerOrganizationCategory,
} from '../../src/generated/model';
import { issueOutreachToken } from '../auth';
import { db } from '../db';
import type { OrganizationCategory } from '../lib/content-catalog';
import { badRequest, notFound } from '../lib/content-problems';
import { dashboardDay, dayRangeOrProblem, inDayRange, sortRows } from '../lib/content-query';
import { route, type RouteBody, type RouteResult } from '../lib/route';

type Period = RouteBody<'getOutreachPipeline'>;
type Pipeline = RouteResult<'getOutreachPipeline'>;
type Breakdown = RouteResult<'getOutreachActionCategoryBreakdown'>;
type CategoryCounts = Breakdown['jobsSent'];
type Engagement = RouteResult<'getOrganizationEngagementSummary'>;
type Effectiveness = RouteResult<'getPartnerEffectiveness'>;

/** The pipeline tabs: All is every category, the others one partner organization category. */
const PIPELINE_CATEGORIES = [
  { id: PartnerOrganizationCategory.All, category: null },
  { id: PartnerOrganizationCategory.Minorities, category: 'minorities' },
  { id: PartnerOrganizationCategory.Women, category: 'women' },
  { id: PartnerOrganizationCategory.Iwd, category: 'iwd' },
  { id: PartnerOrganizationCategory.Veterans, category: 'veterans' },
] as const satisfies readonly {
  id: Pipeline['breakdown'][number]['partnerOrganizationCategory'];
  category: OrganizationCategory | null;
}[];

const CATEGORY_KEYS = [
  'minorities',
  'veterans',
  'iwd',
  'women',
  'stateWorkforce',
  'other',
] as const satisfies readonly (keyof CategoryCounts & OrganizationCategory)[];

const AGENT_GROUP_TYPES: readonly number[] = Object.values(AgentGroupType);

function isAgentGroupType(value: number): value is AgentGroupType {
  return AGENT_GROUP_TYPES.includes(value);
}

/** The company's job links sent in the body's period (MM/DD/YYYY, inclusive), or a 400 problem. */
function sendsInPeriod(companyId: number, period: Period, request: Request) {
  const first = dashboardDay(period.StartDate);
  const last = dashboardDay(period.EndDate);
  if (first === null || last === null) {
    const errors: Record<string, string[]> = {};
    if (first === null) errors['body.StartDate'] = ['StartDate is not a real date.'];
    if (last === null) errors['body.EndDate'] = ['EndDate is not a real date.'];
    return badRequest(request, 'The period is not valid.', errors);
  }
  const range = dayRangeOrProblem(request, ['StartDate', first], ['EndDate', last], 'body');
  if (range instanceof Response) return range;
  return db.outreachSend.getAll().filter((send) => send.companyId === companyId && inDayRange(send.sentOn, range));
}

function organizationCategories(): Map<number, OrganizationCategory> {
  return new Map(
    db.partnerOrganization
      .getAll()
      .map((organization) => [organization.id, organization.category as OrganizationCategory]),
  );
}

function channels(types: Iterable<number>): AgentGroupType[] {
  return [...new Set(types)].filter(isAgentGroupType).sort((a, b) => a - b);
}

const CATEGORY_NAMES: readonly string[] = Object.values(CategoryName);

function categoryName(category: string): CategoryName {
  return CATEGORY_NAMES.includes(category) ? (category as CategoryName) : CategoryName.other;
}

function zeroCounts(): CategoryCounts {
  return { minorities: 0, veterans: 0, iwd: 0, women: 0, stateWorkforce: 0, other: 0 };
}

export const outreachHandlers: HttpHandler[] = [
  // Membership, OMS and the new outreach system's flag are the contract's x-requires (route() enforces them).
  route('getOutreachToken', async ({ query, user, request }) => {
    const account = db.outreachAccount.findFirst({ where: { companyId: { equals: query.CompanyId } } });
    if (!account) {
      return notFound(request, `Company ${query.CompanyId} has no outreach service token.`);
    }
    return HttpResponse.json({
      jwt: await issueOutreachToken(account.companyId, { impersonation: user.impersonation }),
    });
  }),

  route('getOutreachPipeline', ({ body, outreach, request }) => {
    const sends = sendsInPeriod(outreach.companyId, body, request);
    if (sends instanceof Response) return sends;
    const categories = organizationCategories();
    const pipeline: Pipeline = {
      total: sends.length,
      breakdown: PIPELINE_CATEGORIES.map(({ id, category }) => ({
        partnerOrganizationCategory: id,
        numberOfJobLinksSent:
          category === null
            ? sends.length
            : sends.filter((send) => categories.get(send.organizationId) === category).length,
      })),
    };
    return HttpResponse.json(pipeline);
  }),

  route('getOutreachActionCategoryBreakdown', ({ body, outreach, request }) => {
    const sends = sendsInPeriod(outreach.companyId, body, request);
    if (sends instanceof Response) return sends;
    const categories = organizationCategories();
    const breakdown: Breakdown = { jobsSent: zeroCounts(), jobViews: zeroCounts(), applicants: zeroCounts() };
    for (const send of sends) {
      const category = categories.get(send.organizationId);
      const key = CATEGORY_KEYS.find((candidate) => candidate === category) ?? 'other';
      breakdown.jobsSent[key] += 1;
      breakdown.jobViews[key] += send.views;
      breakdown.applicants[key] += send.applicants;
    }
    return HttpResponse.json(breakdown);
  }),

  route('getOrganizationEngagementSummary', ({ body, outreach, request }) => {
    const sends = sendsInPeriod(outreach.companyId, body, request);
    if (sends instanceof Response) return sends;
    const organizations = new Map(
      db.partnerOrganization.getAll().map((organization) => [organization.id, organization]),
    );
    const recipients = new Map(db.outreachRecipient.getAll().map((recipient) => [recipient.id, recipient]));
    const byOrganization = new Map<number, Map<number, number[]>>();
    for (const send of sends) {
      const byRecipient = byOrganization.get(send.organizationId) ?? new Map<number, number[]>();
      byOrganization.set(send.organizationId, byRecipient);
      const types = byRecipient.get(send.recipientId) ?? [];
      byRecipient.set(send.recipientId, types);
      types.push(send.agentGroupType);
    }
    const summary: Engagement = [...byOrganization].flatMap(([organizationId, byRecipient]) => {
      const organization = organizations.get(organizationId);
      if (!organization) return [];
      const recipientEngagement = [...byRecipient].flatMap(([recipientId, types]) => {
        const recipient = recipients.get(recipientId);
        return recipient
          ? [
              {
                recipientName: recipient.name,
                recipientEmail: recipient.email,
                agentGroupTypes: channels(types),
                numberOfJobsSent: types.length,
              },
            ]
          : [];
      });
      return [
        {
          organizationName: organization.name,
          agentGroupTypes: channels([...byRecipient.values()].flat()),
          totalNumberOfJobsSent: recipientEngagement.reduce((sum, row) => sum + row.numberOfJobsSent, 0),
          recipientEngagement: sortRows(recipientEngagement, [
            { value: (row) => row.numberOfJobsSent, direction: 'desc' },
            { value: (row) => row.recipientName },
          ]),
        },
      ];
    });
    return HttpResponse.json(
      sortRows(summary, [
        { value: (row) => row.totalNumberOfJobsSent, direction: 'desc' },
        { value: (row) => row.organizationName },
      ]),
    );
  }),
  // The same sends as the dashboard's three calls: an organization's links equal its engagement summary total.
  route('getPartnerEffectiveness', ({ body, outreach, request }) => {
    const sends = sendsInPeriod(outreach.companyId, body, request);
    if (sends instanceof Response) return sends;
    const organizations = new Map(
      db.partnerOrganization.getAll().map((organization) => [organization.id, organization]),
    );
    const byOrganization = new Map<number, typeof sends>();
    for (const send of sends) {
      const own = byOrganization.get(send.organizationId) ?? [];
      byOrganization.set(send.organizationId, own);
      own.push(send);
    }
    const rows: Effectiveness = [...byOrganization].flatMap(([organizationId, own]) => {
      const organization = organizations.get(organizationId);
      if (!organization) return [];
      return [
        {
          organizationName: organization.name,
          organizationCategory: categoryName(organization.category),
          agentGroupTypes: channels(own.map((send) => send.agentGroupType)),
          jobLinksSent: own.length,
          jobViews: own.reduce((sum, send) => sum + send.views, 0),
          applicantClicks: own.reduce((sum, send) => sum + send.applicants, 0),
        },
      ];
    });
    return HttpResponse.json(
      sortRows(rows, [
        { value: (row) => row.jobLinksSent, direction: 'desc' },
        { value: (row) => row.organizationName },
      ]),
    );
  }),
];
