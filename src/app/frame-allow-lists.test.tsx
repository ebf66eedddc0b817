import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legacyUrlToAppPath, localSitesPathFor } from '../components/legacy-frame/legacy-url';
import { isAllowedPath } from '../components/legacy-frame/path-allow-list';
import { outreachPathForRoute, outreachUrlToNavigation } from '../components/outreach-frame/outreach-messages';
import { legacySiteBase, loopbackAlias } from '../config/frame-origins';
import { paths } from '../config/paths';
import { routeTable } from './router';
import { flattenRoutes, framedRoutes } from './route-table-utils';

const APP = 'http://127.0.0.1:5173';
const FRAMES = loopbackAlias(APP) ?? '';
const legacyRoutes = framedRoutes(routeTable, 'legacy');
const outreachRoutes = framedRoutes(routeTable, 'outreach');

describe('the frames allow-lists derived from the route table', () => {
  it('lists exactly the legacy routes: the pages the legacy site shows inside the portal', () => {
    expect(legacyRoutes.map(({ pattern }) => pattern).sort()).toEqual(
      [
        '/account/info',
        '/account/locations',
        '/account/branding',
        '/account/socialmedia',
        '/account/templates',
        '/account/recipients',
        '/jobs/new-job',
        '/jobs/active-jobs',
        '/jobs/questionnaires',
        '/applicant-tracking/applicants',
        '/applicant-tracking/hiring-activity',
        '/applicant-tracking/hiring-pipeline',
        '/applicant-tracking/applicant-report',
        '/applicant-tracking/applicant-blocks',
        '/applicant-tracking/hiring-stages',
        '/applicant-tracking/disposition-codes',
        '/applicant-tracking/auto-reply',
        '/resumes/resumes-advanced-search',
        '/resumes/agents',
        '/reports/reports-all',
        '/reports/reports-center',
        '/resources/training-resources',
        '/resources/resourceLibrary',
        '/resources/careerevents',
      ].sort(),
    );
  });

  it('lists exactly the outreach app routes, list ids numeric', () => {
    expect(outreachRoutes).toEqual(
      expect.arrayContaining([
        { pattern: paths.outreachSearch.path },
        { pattern: paths.outreachCommunityPartner.path },
        { pattern: paths.outreachContactProfile.path },
        { pattern: paths.outreachLists.path },
        { pattern: paths.outreachList.path, params: { id: /^\d+$/ } },
        { pattern: paths.outreachActivities.path },
        { pattern: paths.outreachLinkageAgents.path },
        { pattern: paths.outreachAccountManagement.path },
      ]),
    );
    expect(outreachRoutes).toHaveLength(8);
    expect(isAllowedPath(outreachRoutes, '/outreach/lists/12')).toBe(true);
    expect(isAllowedPath(outreachRoutes, '/outreach/lists/abc')).toBe(false);
    expect(isAllowedPath(outreachRoutes, '/outreach/community-partners/abc-3')).toBe(true);
    expect(isAllowedPath(outreachRoutes, '/outreach/community-partners/a.b')).toBe(false);
  });

  it('never lists an /unauthorized page, a screen of the portal itself or a route of the other site', () => {
    const framed = new Set([...legacyRoutes, ...outreachRoutes].map(({ pattern }) => pattern));
    for (const { path, kind, handle } of flattenRoutes(routeTable)) {
      if (kind === 'unauthorized' || handle.entry.frame === undefined) expect(framed.has(path.path)).toBe(false);
    }
    for (const pattern of [
      paths.accountCompanyInfo.path,
      paths.outreachDashboard.path,
      paths.outreachProfile.path,
      paths.home.path,
    ]) {
      expect(framed.has(pattern), pattern).toBe(false);
    }
  });

  it('sends frame messages to the router only as derived, allow-listed paths on the portal', () => {
    const site = legacySiteBase('', APP);
    const segment = fc.constantFrom(
      ...legacyRoutes.flatMap(({ pattern }) => pattern.split('/')),
      ...outreachRoutes.flatMap(({ pattern }) => pattern.split('/')),
      'legacy',
      'outreach-app',
      '12',
      '..',
      '%2e%2e',
      '%2F%2Fevil',
      '\\evil',
      '',
    );
    const url = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('', '/', '//', `${FRAMES}/`, `${APP}/`, 'javascript:'),
          fc.array(segment, { maxLength: 5 }),
        )
        .map(([head, segments]) => `${head}${segments.join('/')}`),
      fc.string(),
      fc.webUrl({ withQueryParameters: true }),
    );
    fc.assert(
      fc.property(url, (candidate) => {
        const legacy = legacyUrlToAppPath(candidate, site, legacyRoutes);
        if (legacy !== null) {
          const resolved = new URL(legacy, APP);
          expect(resolved.origin).toBe(APP);
          expect(`${resolved.pathname}${resolved.search}`).toBe(legacy);
          expect(localSitesPathFor(legacy, legacyRoutes)).not.toBeNull();
        }
        const outreach = outreachUrlToNavigation(candidate, FRAMES, outreachRoutes);
        if (outreach.kind === 'navigate') {
          const resolved = new URL(outreach.appPath, APP);
          expect(resolved.origin).toBe(APP);
          expect(`${resolved.pathname}${resolved.search}`).toBe(outreach.appPath);
          expect(outreachPathForRoute(outreach.appPath, outreachRoutes)).not.toBeNull();
        }
      }),
      { numRuns: 2000 },
    );
  });
});
