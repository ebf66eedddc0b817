import { expect, test, type Locator, type Page } from './support/test';
import { percentsOfTotal } from '@/components/charts/chart-math';
import type {
  CategoryCounts,
  OrganizationEngagement,
  OutreachBreakdown,
  OutreachPipeline,
  OutreachServiceToken,
} from '@/generated/model';
import { paths } from '@/config/paths';
import { signIn } from './support/sign-in';
import { expectVisibleAfterRetries, installRetryClock } from './support/retry-waits';

const DASHBOARD = paths.outreachDashboard.href();
const OWNER = 'owner@demo.test';

const PIPELINE = '**/r/Dashboard/OutreachPipelineData';
const BREAKDOWN = '**/r/Dashboard/OutreachActionCategoryBreakdown';
const ENGAGEMENT = '**/r/Dashboard/OrganizationEngagementSummary';
const TOKEN = '**/api/Outreach?**';

const number = (value: number) => new Intl.NumberFormat('en').format(value);
const percent = (value: number) =>
  new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value / 100,
  );

/** The spec's category names in its order, and the pipeline tab ids. */
const CATEGORIES: [keyof CategoryCounts, string][] = [
  ['minorities', 'People of color'],
  ['veterans', 'Veterans'],
  ['iwd', 'I.W.D.'],
  ['women', 'Women'],
  ['stateWorkforce', 'State workforce'],
  ['other', 'Other'],
];
const TABS: [string, number][] = [
  ['All', 0],
  ['Minorities', 14],
  ['Women', 13],
  ['I.W.D.', 15],
  ['Veterans', 12],
];
const CHANNELS: Record<number, string> = { 2: 'Automatic Outreach', 4: 'Linkage', 6: 'Vet Connect' };
const channelName = (types: number[]) => (new Set(types).size > 1 ? 'Multiple' : (CHANNELS[types[0] ?? 0] ?? '—'));

/** Expected bars: percents of the total, largest first, ties in the spec's order. */
function expectedBars(counts: CategoryCounts) {
  const values = CATEGORIES.map(([key]) => counts[key]);
  const percents = percentsOfTotal(values, 1);
  return CATEGORIES.map(([, name], index) => ({ name, count: values[index]!, percent: percents[index]! }))
    .map((bar, index) => ({ ...bar, index }))
    .sort((a, b) => b.percent - a.percent || a.index - b.index);
}

const gatewayResponse = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().endsWith(path) && response.request().method() === 'POST');

async function openDashboard(page: Page) {
  const responses = Promise.all([
    page.waitForResponse((response) => /\/api\/Outreach\?/.test(response.url())),
    gatewayResponse(page, '/r/Dashboard/OutreachPipelineData'),
    gatewayResponse(page, '/r/Dashboard/OutreachActionCategoryBreakdown'),
    gatewayResponse(page, '/r/Dashboard/OrganizationEngagementSummary'),
  ]);
  await signIn(page, OWNER, { path: DASHBOARD });
  const [token, pipeline, breakdown, engagement] = await responses;
  return {
    token: (await token.json()) as OutreachServiceToken,
    pipelineResponse: pipeline,
    pipeline: (await pipeline.json()) as OutreachPipeline,
    breakdown: (await breakdown.json()) as OutreachBreakdown,
    engagement: (await engagement.json()) as OrganizationEngagement[],
  };
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const pipelineSection = (page: Page) => section(page, 'Outreach Pipeline');
const breakdownFigure = (page: Page) =>
  page.getByRole('figure', { name: 'Community and Diversity Outreach Breakdown' });
const engagementSection = (page: Page) => section(page, 'Organization Engagement Summary');

/** A section's LoadError: exactly its message, and Retry beside it. */
async function expectLoadError(scope: Locator, message: string) {
  const alert = scope.getByRole('alert');
  await expect(alert.getByText(message, { exact: true })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
}

/** The same after the retries of a 5xx (tests/e2e/support/retry-waits.ts skips the waits between them). */
async function expectLoadErrorAfterRetries(page: Page, scope: Locator, message: string) {
  await expectVisibleAfterRetries(page, scope.getByRole('alert').getByText(message, { exact: true }));
  await expectLoadError(scope, message);
}

const failWith = (status: number) => ({
  status,
  contentType: 'application/problem+json',
  body: JSON.stringify({ title: status === 401 ? 'Unauthorized' : 'Server error', status }),
});

test.describe('outreach dashboard', () => {
  test('asks the gateway with the company token for the last month, and the pipeline tabs show its numbers', async ({
    page,
  }) => {
    const { token, pipeline, pipelineResponse } = await openDashboard(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Outreach Dashboard' })).toBeVisible();

    const request = pipelineResponse.request();
    expect(await request.headerValue('authorization')).toBe(`Bearer ${token.jwt}`);
    const today = await page.evaluate(() => {
      const now = new Date();
      const monthAgo = new Date(now.getFullYear(), now.getMonth() - 1, now.getDate());
      const us = (date: Date) =>
        `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
      return { StartDate: us(monthAgo), EndDate: us(now) };
    });
    expect(request.postDataJSON()).toEqual(today);

    const tabs = pipelineSection(page).getByRole('tab');
    await expect(tabs).toHaveText(TABS.map(([name]) => name));
    // A list assertion: while tabs switch, the leaving panel is briefly still there.
    const count = pipelineSection(page).getByRole('tabpanel').getByTestId('pipeline-count');
    const sent = (id: number) =>
      pipeline.breakdown.find((entry) => entry.partnerOrganizationCategory === id)?.numberOfJobLinksSent;
    expect(sent(0)).toBe(pipeline.total);
    await expect(count).toHaveText([number(pipeline.total)]);

    // Keyboard: arrow keys move between tabs (and select them).
    await tabs.first().focus();
    for (const [name, id] of TABS.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expect(pipelineSection(page).getByRole('tab', { name, selected: true })).toBeFocused();
      await expect(count).toHaveText([number(sent(id) ?? -1)]);
    }
    // …and by pointer.
    await pipelineSection(page).getByRole('tab', { name: 'All' }).click();
    await expect(count).toHaveText([number(pipeline.total)]);
  });

  test('the breakdown chart shows each action type as sorted percents, with matching summary and data table', async ({
    page,
  }) => {
    const { breakdown } = await openDashboard(page);
    const figure = breakdownFigure(page);
    const chooser = figure.getByRole('radiogroup', { name: 'Action type' });
    await expect(chooser.getByRole('radio')).toHaveCount(3);

    for (const [type, label] of [
      ['jobsSent', 'Jobs sent'],
      ['jobViews', 'Job views'],
      ['applicants', 'Applicants'],
    ] as const) {
      await test.step(label, async () => {
        await chooser.getByText(label, { exact: true }).click();
        await expect(chooser.getByRole('radio', { name: label })).toBeChecked();
        const bars = expectedBars(breakdown[type]);
        expect(bars.reduce((sum, bar) => sum + bar.percent, 0)).toBeCloseTo(100, 6);

        await expect(figure.getByTestId('chart-summary')).toHaveText(
          `${label} by category, as a percent of the total: ${new Intl.ListFormat('en', { type: 'conjunction' }).format(
            bars.map((bar) => `${bar.name} ${percent(bar.percent)}`),
          )}.`,
        );

        // Bars top to bottom: value labels in descending order, dark under 50 %, light from 50 %, 12-20 px.
        const labels = figure.getByTestId('bar-value-label');
        await expect(labels).toHaveCount(bars.length);
        const drawn = await labels.evaluateAll((nodes) =>
          nodes
            .map((node) => ({
              text: node.textContent,
              y: node.getBoundingClientRect().top,
              fill: node.getAttribute('fill'),
              size: parseFloat(getComputedStyle(node).fontSize),
            }))
            .sort((a, b) => a.y - b.y),
        );
        expect(drawn.map((label) => label.text)).toEqual(bars.map((bar) => percent(bar.percent)));
        drawn.forEach((label, index) => {
          expect(label.fill).toBe(bars[index]!.percent < 50 ? '#1A202C' : '#FFFFFF');
          expect(label.size).toBeGreaterThanOrEqual(12);
          expect(label.size).toBeLessThanOrEqual(20);
        });
        const ticks = await figure.locator('svg text').allTextContents();
        for (let tick = 0; tick <= 100; tick += 10) expect(ticks).toContain(`${tick}%`);

        // The data table holds the same numbers.
        await figure.getByRole('button', { name: 'Show data table' }).click();
        const table = figure.getByRole('table', { name: 'Community and Diversity Outreach Breakdown: data' });
        await expect(table.getByRole('row')).toHaveCount(bars.length + 1);
        const rows = await table
          .locator('tbody tr')
          .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
        expect(rows).toEqual(bars.map((bar) => [bar.name, percent(bar.percent), number(bar.count)]));
        await figure.getByRole('button', { name: 'Hide data table' }).click();
        await expect(table).toBeHidden();
      });
    }
  });

  test('engagement summary: first organization open after load, one open at a time, recipients and channels match', async ({
    page,
  }) => {
    const { engagement } = await openDashboard(page);
    expect(engagement.length).toBeGreaterThan(1);
    const region = engagementSection(page);
    const table = region.getByRole('table', { name: 'Organization Engagement Summary' });
    await expect(table).toBeVisible();
    const [first, second] = engagement as [OrganizationEngagement, OrganizationEngagement];

    const organizationRows = await table
      .locator(':scope > tbody > tr:not([id])')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll(':scope > td')].slice(1).map((td) => td.textContent)),
      );
    expect(organizationRows).toEqual(
      engagement.map((row) => [
        row.organizationName,
        channelName(row.agentGroupTypes),
        number(row.totalNumberOfJobsSent),
      ]),
    );

    const recipients = (organization: OrganizationEngagement) =>
      region.getByRole('table', { name: `Recipients at ${organization.organizationName}` });
    await expect(region.getByRole('button', { name: `Hide details: ${first.organizationName}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const recipientRows = await recipients(first)
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(recipientRows).toEqual(
      first.recipientEngagement.map((row) => [
        row.recipientName,
        row.recipientEmail,
        channelName(row.agentGroupTypes),
        number(row.numberOfJobsSent),
      ]),
    );

    await region.getByRole('button', { name: `Show details: ${second.organizationName}` }).click();
    await expect(recipients(second)).toBeVisible();
    await expect(recipients(first)).toHaveCount(0);
    await expect(region.getByRole('button', { name: `Show details: ${first.organizationName}` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(region.getByRole('button', { name: /^Hide details/ })).toHaveCount(1);
  });

  test('all-zero counts show the per-action-type empty message instead of the chart', async ({ page }) => {
    await page.route(BREAKDOWN, async (route) => {
      const response = await route.fetch();
      const real = (await response.json()) as OutreachBreakdown;
      const zero = { minorities: 0, veterans: 0, iwd: 0, women: 0, stateWorkforce: 0, other: 0 };
      await route.fulfill({ response, json: { ...real, jobsSent: zero, applicants: zero } });
    });
    await signIn(page, OWNER, { path: DASHBOARD });
    const figure = breakdownFigure(page);
    await expect(figure.getByText('No Outreach Jobs were sent in the last 30 days')).toBeVisible();
    await expect(figure.getByTestId('bar-value-label')).toHaveCount(0);
    await figure.getByText('Job views', { exact: true }).click();
    await expect(figure.getByTestId('bar-value-label')).toHaveCount(6);
    await expect(figure.getByText('No Job Views in the last 30 days')).toHaveCount(0);
    await figure.getByText('Applicants', { exact: true }).click();
    await expect(figure.getByText('No Applicant Clicks in the last 30 days')).toBeVisible();
  });

  test('a bar at or above 50 % carries a light label inside it; shorter bars a dark label beside them', async ({
    page,
  }) => {
    await page.route(BREAKDOWN, async (route) => {
      const response = await route.fetch();
      const real = (await response.json()) as OutreachBreakdown;
      const jobsSent = { minorities: 0, veterans: 2, iwd: 0, women: 8, stateWorkforce: 0, other: 0 };
      await route.fulfill({ response, json: { ...real, jobsSent } });
    });
    await signIn(page, OWNER, { path: DASHBOARD });
    const figure = breakdownFigure(page);
    const women = figure.getByTestId('bar-value-label').filter({ hasText: '80.0%' });
    const veterans = figure.getByTestId('bar-value-label').filter({ hasText: '20.0%' });
    await expect(women).toHaveAttribute('fill', '#FFFFFF');
    await expect(women).toHaveAttribute('text-anchor', 'end');
    await expect(veterans).toHaveAttribute('fill', '#1A202C');
    await expect(veterans).toHaveAttribute('text-anchor', 'start');
    await expect(figure.getByTestId('chart-summary')).toHaveText(
      'Jobs sent by category, as a percent of the total: Women 80.0%, Veterans 20.0%, People of color 0.0%, I.W.D. 0.0%, State workforce 0.0%, and Other 0.0%.',
    );
  });

  test('a company without an outreach service token is not authorized', async ({ page }) => {
    let gatewayCalls = 0;
    await page.route('**/r/Dashboard/**', (route) => {
      gatewayCalls++;
      return route.continue();
    });
    await page.route(TOKEN, (route) => route.fulfill(failWith(404)));
    await signIn(page, OWNER, { path: DASHBOARD });
    await expect(page.getByText('You are not authorized to view the Dashboard.')).toBeVisible();
    await expect(pipelineSection(page)).toHaveCount(0);
    expect(gatewayCalls).toBe(0);
  });

  test('a failing token call says Failed to load', async ({ page }) => {
    await installRetryClock(page);
    let tokenCalls = 0;
    await page.route(TOKEN, (route) => {
      tokenCalls += 1;
      return route.fulfill(failWith(500));
    });
    await signIn(page, OWNER, { path: DASHBOARD });
    await expectVisibleAfterRetries(page, page.getByRole('alert').filter({ hasText: 'Failed to load' }));
    // The skipped waits leave the retries in place: the first attempt and three more.
    expect(tokenCalls).toBe(4);
  });

  test('a failing pipeline says Failed to load in its section; the others still show; Retry recovers it in place', async ({
    page,
  }) => {
    await installRetryClock(page);
    await page.route(PIPELINE, (route) => route.fulfill(failWith(500)));
    await signIn(page, OWNER, { path: DASHBOARD });
    await expectLoadErrorAfterRetries(page, pipelineSection(page), 'Failed to load');
    await expect(breakdownFigure(page).getByTestId('bar-value-label')).toHaveCount(6);
    await expect(engagementSection(page).getByRole('table').first()).toBeVisible();

    await page.unroute(PIPELINE);
    const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await pipelineSection(page).getByRole('button', { name: 'Retry' }).click();
    await expect(pipelineSection(page).getByRole('tabpanel').getByTestId('pipeline-count')).toBeVisible();
    await expect(pipelineSection(page).getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
  });

  test('a gateway 401 says Unable to authenticate user, without signing the user out', async ({ page }) => {
    await page.route(PIPELINE, (route) => route.fulfill(failWith(401)));
    await page.route(ENGAGEMENT, (route) => route.fulfill(failWith(401)));
    await signIn(page, OWNER, { path: DASHBOARD });
    await expectLoadError(pipelineSection(page), 'Unable to authenticate user');
    await expectLoadError(engagementSection(page), 'Unable to authenticate user');
    await expect(breakdownFigure(page).getByTestId('bar-value-label')).toHaveCount(6);
    await expect(page).toHaveURL(DASHBOARD);
  });

  test('a failing engagement summary and a failing breakdown each say so in their own section', async ({ page }) => {
    await installRetryClock(page);
    await page.route(ENGAGEMENT, (route) => route.fulfill(failWith(500)));
    await page.route(BREAKDOWN, (route) => route.fulfill(failWith(500)));
    await signIn(page, OWNER, { path: DASHBOARD });
    await expectLoadErrorAfterRetries(
      page,
      engagementSection(page),
      'Something went wrong trying to retrieve Organization Engagement Summary data',
    );
    await expectLoadErrorAfterRetries(
      page,
      breakdownFigure(page),
      'Something went wrong attempting to retrieve Community and Diversity Outreach Breakdown data',
    );
    await expect(pipelineSection(page).getByRole('tabpanel').getByTestId('pipeline-count')).toBeVisible();
  });

  test('nivo is not downloaded before a chart is shown', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signIn(page, OWNER);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // nivo's colour schemes ({nivo:[…]}) are in nivo's core, whatever the chunk is called.
    const hasNivo = async (urls: string[]) => {
      const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
      return bodies.some((body) => body.includes('nivo:['));
    };
    const onHome = scripts.splice(0);
    expect(onHome.length).toBeGreaterThan(0);
    expect(await hasNivo(onHome)).toBe(false);

    await page.locator('#navigation-drawer nav').getByRole('button', { name: 'Outreach' }).click();
    await page.locator(`#navigation-drawer nav a[href="${DASHBOARD}"]`).click();
    await expect(breakdownFigure(page).getByTestId('bar-value-label')).toHaveCount(6);
    expect(await hasNivo(scripts)).toBe(true);
  });
});
