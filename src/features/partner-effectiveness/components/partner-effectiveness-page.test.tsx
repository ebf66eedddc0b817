import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoDay, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { stubResizeObserver } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import type { PartnerEffectiveness } from '@/generated/model';
import * as download from '@/lib/download';

/**
 * Partner Effectiveness at its address, signed in as the demo owner (Acme Health), over the demo backend:
 * the counts are the seeded ones (mocks/handlers/outreach.test.ts proves the backend sums them from the
 * seeded sends); here, what the screen makes of them.
 */

const { server, callsTo } = recordedDemoBackend();
const GATEWAY = '/r/Dashboard/PartnerEffectiveness';
const URL_PATTERN = `*${GATEWAY}`;

beforeAll(() => {
  // jsdom has no ResizeObserver; Chakra's segment group measures its indicator with one.
  stubResizeObserver();
});

beforeEach(() => {
  vi.restoreAllMocks();
});

const us = (date: Date) =>
  `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;

const open = (options: { url?: string; language?: 'en' | 'es' } = {}) =>
  renderApp(undefined, { url: options.url ?? paths.outreachPartnerEffectiveness.href(), language: options.language });

/** The assessment table (the chart's own table stays closed; the print sheet is hidden on screen). */
const assessment = (timeout?: number) =>
  screen.findByRole(
    'table',
    { name: /^(Outreach Effectiveness Assessment|Evaluación de la eficacia de la difusión)$/ },
    { timeout },
  );

/** A small answer of the test's own, for what the screen does with rows (fewer rows render faster). */
const FIXED: PartnerEffectiveness[] = [
  {
    organizationName: 'Alpha League',
    organizationCategory: 'minorities',
    agentGroupTypes: [2],
    jobLinksSent: 40,
    jobViews: 60,
    applicantClicks: 6,
  },
  {
    organizationName: 'Beta Veterans',
    organizationCategory: 'veterans',
    agentGroupTypes: [6],
    jobLinksSent: 12,
    jobViews: 0,
    applicantClicks: 0,
  },
  {
    organizationName: 'Gamma Workforce',
    organizationCategory: 'stateWorkforce',
    agentGroupTypes: [4],
    jobLinksSent: 7,
    jobViews: 9,
    applicantClicks: 0,
  },
];
const answerFixed = () => server.use(http.post(URL_PATTERN, () => HttpResponse.json(FIXED)));

/** The first cell of every body row of a table. */
const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function answered(): Promise<PartnerEffectiveness[]> {
  await waitFor(() => expect(callsTo(GATEWAY)).toHaveLength(1));
  return (await callsTo(GATEWAY)[0]?.body) as PartnerEffectiveness[];
}

describe('PartnerEffectivenessPage', () => {
  it("asks for the 12 months ending on the server's today and flags organizations without views or applicants", async () => {
    await open();
    // The seeded year: two dozen organizations drawn in a table and a chart take a while in jsdom.
    const table = await assessment(10_000);
    const today = demoDay();
    const yearAgo = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate());
    expect(await callsTo(GATEWAY)[0]?.sent).toEqual({ StartDate: us(yearAgo), EndDate: us(today) });
    const rows = await answered();
    const noViews = rows.filter((row) => row.jobViews === 0);
    const noApplicants = rows.filter((row) => row.jobViews > 0 && row.applicantClicks === 0);
    expect(noViews.length).toBeGreaterThan(0);
    expect(noApplicants.length).toBeGreaterThan(0);

    expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    const resultOf = (name: string) => {
      const row = within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByRole('cell', { name }));
      return row
        ? within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent)
        : [];
    };
    for (const row of noViews) expect(resultOf(row.organizationName).at(-1)).toBe('No views');
    for (const row of noApplicants) expect(resultOf(row.organizationName).at(-1)).toBe('No applicants');
    const silent = resultOf(noViews[0]?.organizationName ?? '');
    // Apply rate without a view: said so, not 0 %.
    expect(silent.at(-2)).toBe('Not applicable');
    const flagged = noViews.length + noApplicants.length;
    expect(screen.getByTestId('flagged-count')).toHaveTextContent(
      `${flagged} of ${rows.length} organizations are flagged: no job views or no applicant clicks.`,
    );
    // Most links first, then sorted by a header.
    expect(firstCells(table)).toEqual(rows.map((row) => row.organizationName));
  });

  it('sorts the assessment by a column', async () => {
    answerFixed();
    const { user } = await open();
    const table = await assessment();
    // Headed by the route table's name.
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Effectiveness' })).toBeInTheDocument();
    expect(firstCells(table)).toEqual(['Alpha League', 'Beta Veterans', 'Gamma Workforce']);
    await user.click(within(table).getByRole('button', { name: /^Job views/ }));
    const byViews = firstCells(table);
    expect([byViews, [...byViews].reverse()]).toContainEqual(['Beta Veterans', 'Gamma Workforce', 'Alpha League']);
  });

  it('keeps the period in the URL', async () => {
    await open({ url: `${paths.outreachPartnerEffectiveness.href()}?from=2026-01-01&to=2026-06-30` });
    await waitFor(() => expect(callsTo(GATEWAY)).toHaveLength(1));
    expect(await callsTo(GATEWAY)[0]?.sent).toEqual({ StartDate: '01/01/2026', EndDate: '06/30/2026' });
  });

  it("exports the assessment as CSV in the user's language", async () => {
    const saved = vi.spyOn(download, 'saveFile').mockImplementation(() => undefined);
    answerFixed();
    const { user } = await open({ language: 'es' });
    await assessment();
    expect(screen.getByRole('heading', { level: 1, name: 'Eficacia de los socios' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(saved).toHaveBeenCalledTimes(1);
    const [content, name, type] = saved.mock.calls[0] ?? [];
    // The default type is CSV: saveFile starts the file with the byte-order mark (download.test.ts).
    expect(type).toBeUndefined();
    const today = demoDay();
    const file = (date: Date) => us(date).replaceAll('/', '-');
    expect(name).toBe(
      `EficaciaDeLosSocios_${file(new Date(today.getFullYear() - 1, today.getMonth(), today.getDate()))}_${file(today)}.csv`,
    );
    const lines = (content as string).split('\r\n');
    expect(lines[0]).toBe(
      '"Organización comunitaria","Categoría","Enlaces de empleos enviados","Vistas de empleos","Clics de postulantes","Tasa de vistas (%)","Tasa de postulación (%)","Resultado"',
    );
    expect(lines.slice(1)).toEqual([
      '"Alpha League","Personas de color","40","60","6","150","10","Eficaz"',
      '"Beta Veterans","Veteranos","12","0","0","0","","Sin vistas"',
      '"Gamma Workforce","Fuerza laboral estatal","7","9","0","128.6","0","Sin postulantes"',
    ]);
  });

  it('prints only the assessment, with its title, period and every row', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    answerFixed();
    const { user } = await open();
    await assessment();
    await user.click(screen.getByRole('button', { name: 'Print assessment' }));
    expect(print).toHaveBeenCalledTimes(1);
    // Hidden on screen, shown only in print: found by its test id, its rows with hidden ones.
    const sheet = screen.getByTestId('print-sheet');
    // eslint-disable-next-line testing-library/no-node-access -- where it sits decides what the print style hides
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet).toHaveTextContent('Outreach Effectiveness Assessment');
    expect(sheet).toHaveTextContent(/Period: .+ to .+/);
    expect(
      within(sheet)
        .getAllByRole('row', { hidden: true })
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Alpha LeaguePeople of color40606150.0%10.0%Effective',
      'Beta VeteransVeterans12000.0%Not applicableNo views',
      'Gamma WorkforceState workforce790128.6%0.0%No applicants',
    ]);
    // eslint-disable-next-line testing-library/no-node-access -- the print rule is a style sheet, not a node of the page
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toMatch(
      /@media print\s*\{\s*body\s*>\s*:not\(\[data-print-sheet\]\)\s*\{\s*display:\s*none\s*!important/,
    );
  });

  it('says when no organization received links, and shows errors with Retry', async () => {
    server.use(http.post(URL_PATTERN, () => HttpResponse.json([])));
    await open();
    expect(await screen.findByText(/^No community organizations received job links from .+ to .+$/)).toHaveAttribute(
      'role',
      'status',
    );

    let status = 500;
    server.use(
      http.post(URL_PATTERN, () =>
        status === 200 ? HttpResponse.json([]) : HttpResponse.json({ title: 'Failed', status }, { status }),
      ),
    );
    const { user } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong attempting to retrieve Partner Effectiveness data');
    status = 200;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^No community organizations received job links/)).toBeInTheDocument();

    status = 401;
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to authenticate user');
  });
});
