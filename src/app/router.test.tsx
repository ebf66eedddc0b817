import { describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { paths } from '../config/paths';
import { ACCESS_FLAGS, accessSwitchEnabled, allowedFlags } from '../features/authorized-users/utils/user-rules';
import type { AccessFlags, Company, ProductAuthorization } from '../generated/model';
import { passesGate, type Gate } from '../lib/access';
import en from '../locales/en/navigation.json';
import es from '../locales/es/navigation.json';
import { handshakeRoutes, notFoundEntry, preloadPageAt, routeTable, toRouteObjects, webinarsUrl } from './router';
import { homeTiles } from './routes/home';
import {
  drawerHref,
  drawerItems,
  entryHref,
  failedGate,
  firstAllowedChild,
  flattenRoutes,
  withEntryQuery,
  type DrawerItem,
} from './route-table-utils';
import type { RouteEntry } from './route-types';

const { acme, beta, gamma } = demoCompanies;
const active = (name: string): ProductAuthorization => ({ name, status: 'Active' });

const allRoutes = [...flattenRoutes(routeTable), ...flattenRoutes(handshakeRoutes)];
const routed = allRoutes.map((route) => route.path.path);
const entries = (table: readonly RouteEntry[]): RouteEntry[] =>
  table.flatMap((entry) => [entry, ...entries(entry.children ?? [])]);
const drawerKeys = (items: readonly DrawerItem[]): string[] =>
  items.flatMap((item) => [item.entry.key, ...drawerKeys(item.children)]);
const flatItems = (items: readonly DrawerItem[]): DrawerItem[] =>
  items.flatMap((item) => [item, ...flatItems(item.children)]);

function lookup(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }, bundle);
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

describe('the route table', () => {
  it('routes every path of config/paths.ts exactly once, and nothing else', () => {
    const declared = Object.values(paths).map((path) => path.path);
    expect([...routed].sort()).toEqual([...declared].sort());
    expect(new Set(routed).size).toBe(routed.length);
  });

  it('has spec section 2 routes as written there', () => {
    for (const path of [
      '/',
      '/account/employer-badge/unauthorized',
      '/outreach/community-partners/:id',
      '/outreach/profile/:discriminator/:id',
      '/outreach/lists/unauthorized',
      '/outreach/outreach-dashboard/unauthorized',
      '/outreach/unauthorized',
      '/resumes/diversity-sourcing/unauthorized',
      '/abi/observances/:selectedObservanceId?',
      '/abi/content/:contentId?',
      '/abi/unauthorized',
      '/reports/ESDS-Report',
      '/reports/document-center/report-card',
      '/notification/preferences',
      '/auth-callback',
      '/silent-refresh',
      '/impersonate',
    ]) {
      expect(routed).toContain(path);
    }
  });

  it('names every route in English and Spanish', () => {
    for (const entry of [...entries(routeTable), ...handshakeRoutes]) {
      expect(entry.name).toBe(`routes.${entry.key}`);
      expect(lookup(en, entry.name), entry.name).toEqual(expect.any(String));
      expect(lookup(es, entry.name), entry.name).toEqual(expect.any(String));
    }
  });

  it('has the same keys in both languages', () => {
    expect(leafKeys(es).sort()).toEqual(leafKeys(en).sort());
  });

  it('preloads the module of the page at an address, and no other', () => {
    const pages = entries(routeTable).filter((entry) => entry.load);
    const loads = pages.map((entry) =>
      vi.spyOn(entry, 'load').mockImplementation(() => Promise.resolve({ default: () => null })),
    );
    try {
      preloadPageAt(paths.reportsJobPerformance.href());
      const loaded = pages.filter((_, index) => loads[index]!.mock.calls.length > 0).map((entry) => entry.key);
      expect(loaded).toEqual(['reportsJobPerformance']);
    } finally {
      for (const load of loads) load.mockRestore();
    }
  });

  it('gives every route a lazy module or a group redirect, and keeps the handshakes outside the shell', () => {
    const objects = toRouteObjects();
    const shell = objects.find((route) => route.children);
    expect(shell?.children?.every((route) => Boolean(route.element))).toBe(true);
    // A page's render error stays inside the shell: every page has its own boundary, and so has the shell.
    expect(shell?.children?.every((route) => Boolean(route.errorElement))).toBe(true);
    expect(shell?.errorElement).toBeTruthy();
    // Any other path: the not-found page, inside the shell, last.
    expect(shell?.children?.at(-1)?.path).toBe('*');
    expect(shell?.children?.at(-1)?.handle).toEqual({ entry: notFoundEntry, gates: [] });
    expect(lookup(en, notFoundEntry.name)).toBe('Page not found');
    expect(lookup(es, notFoundEntry.name)).toBe('Página no encontrada');
    expect(objects.filter((route) => !route.children).map((route) => route.path)).toEqual([
      paths.authCallback.path,
      paths.silentRefresh.path,
      paths.impersonate.path,
    ]);
  });
});

describe('every route has a screen', () => {
  const frameModules = {
    legacy: () => import('./routes/legacy-page'),
    outreach: () => import('./routes/outreach-page'),
  } as const;

  it('a page loads its own module, or the frame of the site it declares; a group has children and no module', async () => {
    const framePages = new Set([
      (await frameModules.legacy()).default,
      (await frameModules.outreach()).default,
    ] as unknown[]);
    for (const entry of [...entries(routeTable), ...handshakeRoutes, notFoundEntry]) {
      if (entry.children) {
        expect(entry.children.length, entry.key).toBeGreaterThan(0);
        expect(entry.load, entry.key).toBeUndefined();
        continue;
      }
      expect(entry.load, `${entry.key} has no screen`).toEqual(expect.any(Function));
      const page: unknown = (await entry.load?.())?.default;
      expect(page, entry.key).toEqual(expect.any(Function));
      if (entry.frame) expect(page, entry.key).toBe((await frameModules[entry.frame]()).default);
      else expect(framePages.has(page), `${entry.key} shows a frame without declaring it`).toBe(false);
    }
  });

  it('refuses a route without a screen when the router is built, rather than showing a blank page', () => {
    const reports = routeTable.find((entry) => entry.key === 'reports');
    const audit = reports?.children?.find((entry) => entry.key === 'reportsAuditPack');
    if (!audit) throw new Error('no reportsAuditPack');
    const load = audit.load;
    Object.assign(audit, { load: undefined });
    try {
      expect(() => toRouteObjects()).toThrow('reportsAuditPack has no screen');
    } finally {
      Object.assign(audit, { load });
    }
  });
});

describe('embedded pages', () => {
  const entryOf = (key: string) => {
    const entry = entries(routeTable).find((candidate) => candidate.key === key);
    if (!entry) throw new Error(`no entry ${key}`);
    return entry;
  };
  const moduleOf = async (key: string) => (await entryOf(key).load?.())?.default;

  it('shows the allow-listed legacy pages in the legacy frame, and the outreach app pages in one outreach module', async () => {
    const legacy = await moduleOf('jobsActiveJobs');
    for (const key of ['accountInfo', 'jobsNewJob', 'applicantTrackingApplicants', 'resumesAgents', 'reportsAll']) {
      expect(await moduleOf(key), key).toBe(legacy);
    }
    const outreach = await moduleOf('outreachSearch');
    for (const key of ['outreachLists', 'outreachList', 'outreachActivities', 'outreachCommunityPartner']) {
      expect(await moduleOf(key), key).toBe(outreach);
    }
    expect(outreach).not.toBe(legacy);
    expect(await moduleOf('resumesDiversitySourcing')).not.toBe(legacy);
  });

  it('gives Post a Job pagemode=15 and usecircaats from the UseCircaATS flag, in the drawer and on a visit', () => {
    const newJob = entryOf('jobsNewJob');
    expect(entryHref(newJob, acme)).toBe(`${paths.jobsNewJob.href()}?pagemode=15&usecircaats=true`);
    expect(entryHref(newJob, gamma)).toBe(`${paths.jobsNewJob.href()}?pagemode=15&usecircaats=false`);
    expect(withEntryQuery(newJob, acme, '')).toBe('?pagemode=15&usecircaats=true');
    expect(withEntryQuery(newJob, acme, '?jobId=4&usecircaats=false')).toBe('?jobId=4&usecircaats=true&pagemode=15');
    expect(withEntryQuery(newJob, acme, '?pagemode=15&usecircaats=true')).toBeNull();
    expect(entryHref(entryOf('jobsActiveJobs'), acme)).toBe(paths.jobsActiveJobs.href());
    expect(withEntryQuery(entryOf('jobsActiveJobs'), acme, '?a=1')).toBeNull();
  });
});

describe('the drawer', () => {
  it('lists only visible routes the company may open, and locked ABI and Diversity Sourcing items', () => {
    for (const company of [acme, beta, gamma]) {
      for (const item of flatItems(drawerItems(routeTable, company))) {
        expect(item.entry.visible).toBe(true);
        if (item.entry.gate && !passesGate(company, item.entry.gate)) {
          expect(item.locked).toBe(true);
          expect(item.children).toEqual([]);
          expect(item.entry.showWhenUnauthorized).toBe(true);
        } else {
          expect(item.locked).toBeUndefined();
        }
      }
    }
    const locked = (company: typeof acme) =>
      flatItems(drawerItems(routeTable, company))
        .filter((item) => item.locked)
        .map((item) => item.entry.key);
    expect(locked(acme)).toEqual([]);
    expect(locked(beta)).toEqual(['resumesDiversitySourcing', 'abi']);
    expect(locked(gamma)).toEqual(['resumesDiversitySourcing']);
  });

  it('leads a locked item to its /unauthorized page, and Webinars to its configured address', () => {
    const items = flatItems(drawerItems(routeTable, beta));
    const hrefOf = (key: string) => {
      const item = items.find((candidate) => candidate.entry.key === key);
      if (!item) throw new Error(`no item ${key}`);
      return drawerHref(item, beta);
    };
    expect(hrefOf('abi')).toBe(paths.abiUnauthorized.href());
    expect(hrefOf('resumesDiversitySourcing')).toBe(paths.resumesDiversitySourcingUnauthorized.href());
    expect(hrefOf('resourcesWebinars')).toBe(webinarsUrl());
    // Empty VITE_WEBINARS_URL: the legacy site's page of the same path (the demo's stand-in).
    expect(webinarsUrl()).toMatch(/^http:\/\/[^/]+\/legacy\/resources\/webinars$/);
    expect(hrefOf('reportsDocumentCenter')).toBe(paths.reportsDocumentCenter.href());
    const acmeSourcing = flatItems(drawerItems(routeTable, acme)).find(
      (item) => item.entry.key === 'resumesDiversitySourcing',
    );
    expect(acmeSourcing && drawerHref(acmeSourcing, acme)).toBe(paths.resumesDiversitySourcing.href());
  });

  it('shows Acme every group, Branding instead of Profile, and hides routes not flagged visible', () => {
    const keys = drawerKeys(drawerItems(routeTable, acme));
    expect(drawerItems(routeTable, acme).map((item) => item.entry.key)).toEqual([
      'home',
      'account',
      'jobs',
      'outreach',
      'resumes',
      'applicantTracking',
      'abi',
      'reports',
      'resources',
      'help',
    ]);
    expect(keys).toContain('accountBranding');
    expect(keys).not.toContain('accountProfile');
    expect(keys).not.toContain('outreachCommunityPartner');
    expect(keys).not.toContain('company');
  });

  it('hides gated groups and routes from Beta', () => {
    const keys = drawerKeys(drawerItems(routeTable, beta));
    for (const hidden of ['jobs', 'outreach', 'applicantTracking', 'accountOrders', 'accountBranding']) {
      expect(keys).not.toContain(hidden);
    }
    expect(keys).toContain('accountProfile');
    expect(keys.filter((key) => key.startsWith('reports'))).toEqual([
      'reports',
      'reportsDocumentCenter',
      'reportsAuditPack',
      'reportsAuditReadiness',
    ]);
    // Spec section 6: Diversity Sourcing and ABI show, locked, leading to their product pages.
    expect(keys.filter((key) => key.startsWith('resumes'))).toEqual(['resumes', 'resumesDiversitySourcing']);
    expect(keys.filter((key) => key.startsWith('abi'))).toEqual(['abi']);
    // /resumes opens no locked item: Beta may open none of its children.
    const resumes = routeTable.find((entry) => entry.key === 'resumes');
    expect(resumes && firstAllowedChild(resumes, beta)).toBeUndefined();
    expect(resumes && firstAllowedChild(resumes, acme)?.key).toBe('resumesDiversitySourcing');
  });

  it('gives Gamma jobs, ABI and the job performance report, no outreach, and a locked Diversity Sourcing', () => {
    const keys = drawerKeys(drawerItems(routeTable, gamma));
    expect(keys).toEqual(expect.arrayContaining(['jobs', 'abi', 'abiObservances', 'reportsJobPerformance']));
    expect(keys).not.toContain('outreach');
    expect(keys).toContain('resumesDiversitySourcing');
    expect(keys).not.toContain('reportsEsds');
  });
});

describe('the guard', () => {
  const handleOf = (path: string) => {
    const route = allRoutes.find((candidate) => candidate.path.path === path && candidate.kind === 'route');
    if (!route) throw new Error(`no route ${path}`);
    return route.handle;
  };

  it("sends a company lacking a route's gate to the route's own /unauthorized page, else its group's", () => {
    const sentTo = (path: string, company: typeof beta) => failedGate(handleOf(path).gates, company)?.unauthorized.path;
    expect(sentTo(paths.abiObservances.path, beta)).toBe(paths.abiUnauthorized.path);
    expect(sentTo(paths.abiContent.path, beta)).toBe(paths.abiUnauthorized.path);
    expect(sentTo(paths.jobsNewJob.path, beta)).toBe(paths.jobsUnauthorized.path);
    expect(sentTo(paths.outreachSearch.path, beta)).toBe(paths.outreachUnauthorized.path);
    expect(sentTo(paths.outreachLists.path, beta)).toBe(paths.outreachListsUnauthorized.path);
    expect(sentTo(paths.outreachList.path, beta)).toBe(paths.outreachUnauthorized.path);
    expect(sentTo(paths.resumesDiversitySourcing.path, beta)).toBe(paths.resumesDiversitySourcingUnauthorized.path);
    // The dashboard has a gate of its own (feature 6): its own page, even when the group's OMS is missing.
    expect(sentTo(paths.outreachDashboard.path, beta)).toBe(paths.outreachDashboardUnauthorized.path);
    expect(sentTo(paths.outreachDashboard.path, gamma)).toBe(paths.outreachDashboardUnauthorized.path);
    expect(failedGate(handleOf(paths.reportsEsds.path).gates, gamma)?.unauthorized.path).toBe(
      paths.reportsEsdsUnauthorized.path,
    );
    expect(failedGate(handleOf(paths.accountOrders.path).gates, beta)?.unauthorized.path).toBe(
      paths.accountOrdersUnauthorized.path,
    );
  });

  it('lets Acme open every route, and never guards an /unauthorized page', () => {
    for (const route of allRoutes) {
      expect(failedGate(route.handle.gates, acme)).toBeUndefined();
      if (route.kind === 'unauthorized') expect(route.handle.gates).toEqual([]);
    }
  });

  it('gives each /unauthorized page the gates of the route it explains, innermost first', () => {
    const pageOf = (path: string) => {
      const route = allRoutes.find((candidate) => candidate.path.path === path && candidate.kind === 'unauthorized');
      if (!route) throw new Error(`no page ${path}`);
      return route.handle;
    };
    expect(pageOf(paths.outreachDashboardUnauthorized.path).explainsGates).toEqual([
      { feature: 'NewOutreachManagementSystem' },
      { product: 'OMS' },
    ]);
    expect(pageOf(paths.abiUnauthorized.path).explainsGates).toEqual([{ product: 'ABI' }]);
    expect(pageOf(paths.accountEmployerBadgeUnauthorized.path).explainsGates).toEqual([]);
    expect(pageOf(paths.accountEmployerBadgeUnauthorized.path).explains?.key).toBe('accountEmployerBadge');
  });
});

describe('paths', () => {
  it('builds URLs from params', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.abiObservances.href()).toBe('/abi/observances');
    expect(paths.abiObservances.href({ selectedObservanceId: 12 })).toBe('/abi/observances/12');
    expect(paths.outreachProfile.href({ discriminator: 'community_partner', id: 'a b' })).toBe(
      '/outreach/profile/community_partner/a%20b',
    );
  });
});

describe('the Home tiles', () => {
  const keys = (company: Parameters<typeof homeTiles>[0]) => homeTiles(company).map((tile) => tile.key);

  it('follow the product authorizations of spec section 1', () => {
    expect(keys(acme)).toEqual(['findCommunityPartners', 'findCandidates', 'observances', 'contentLibrary']);
    expect(homeTiles(acme)[1]).toEqual({
      key: 'findCandidates',
      href: paths.resumesDiversitySourcing.href(),
      external: true,
    });
    expect(keys(beta)).toEqual([]);
    expect(keys(gamma)).toEqual(['findCandidates', 'observances', 'contentLibrary']);
    expect(homeTiles(gamma)[0]).toEqual({ key: 'findCandidates', href: paths.resumesAdvancedSearch.href() });
  });

  it('name keys that exist in both languages', () => {
    for (const key of keys(acme)) {
      for (const part of ['title', 'description']) {
        expect(lookup(en, `home.tiles.${key}.${part}`)).toEqual(expect.any(String));
        expect(lookup(es, `home.tiles.${key}.${part}`)).toEqual(expect.any(String));
      }
    }
  });
});

describe('gates as spec section 6 writes them', () => {
  const pages = allRoutes.filter((route) => route.kind === 'route');
  const handleOf = (key: string) => {
    const route = pages.find((candidate) => candidate.handle.entry.key === key);
    if (!route) throw new Error(`no route ${key}`);
    return route.handle;
  };
  const opens = (key: string, company: Company) => failedGate(handleOf(key).gates, company) === undefined;
  /** The routes `company` opens that Beta (no product, no flag) does not. */
  const opensBeyondBeta = (company: Company) =>
    pages
      .filter((route) => !failedGate(route.handle.gates, company) && failedGate(route.handle.gates, beta))
      .map((route) => route.handle.entry.key);
  const everyAccess = Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, true])) as unknown as AccessFlags;
  const tileOf = (company: Company) => homeTiles(company).find((tile) => tile.key === 'findCandidates');

  const PRIOR_LJNJP_AREAS = [
    'jobs',
    'jobsNewJob',
    'jobsActiveJobs',
    'jobsQuestionnaires',
    'applicantTracking',
    'applicantTrackingApplicants',
    'applicantTrackingHiringActivity',
    'applicantTrackingHiringPipeline',
    'applicantTrackingApplicantReport',
    'applicantTrackingApplicantBlocks',
    'applicantTrackingHiringStages',
    'applicantTrackingDispositionCodes',
    'applicantTrackingAutoReply',
    'reportsAll',
    'reportsCenter',
  ];

  it('prior LJNJP opens jobs, applicant tracking, reports-all and reports-center, and nothing else', () => {
    const priorOnly: Company = { ...beta, hadPriorProdAuths: [active('LJNJP')] };
    expect(opensBeyondBeta(priorOnly).sort()).toEqual([...PRIOR_LJNJP_AREAS].sort());
    expect(opens('resumesAdvancedSearch', priorOnly)).toBe(false);
    expect(opens('resumesAgents', priorOnly)).toBe(false);
    expect(failedGate(handleOf('resumesAdvancedSearch').gates, priorOnly)?.unauthorized.path).toBe(
      paths.resumesAdvancedSearchUnauthorized.path,
    );
    expect(tileOf(priorOnly)).toBeUndefined();
    const keys = drawerKeys(drawerItems(routeTable, priorOnly));
    expect(keys).toEqual(expect.arrayContaining(['jobs', 'applicantTracking', 'reportsAll', 'reportsCenter']));
    expect(keys).not.toContain('resumesAdvancedSearch');
    expect(keys).not.toContain('resumesAgents');
  });

  it('a current LJNJP opens everything LJNJP: those areas, the resume search and the Find Candidates tile', () => {
    const current: Company = { ...beta, productAuthorizations: [active('LJNJP')] };
    expect(opensBeyondBeta(current).sort()).toEqual(
      [...PRIOR_LJNJP_AREAS, 'resumesAdvancedSearch', 'resumesAgents'].sort(),
    );
    expect(tileOf(current)).toEqual({ key: 'findCandidates', href: paths.resumesAdvancedSearch.href() });
    expect(tileOf({ ...current, productAuthorizations: [{ name: 'LJNJP', status: 'Inactive' }] })).toBeUndefined();
  });

  it('AICM is one rule: the tile, the Diversity Sourcing switch and the route gate agree, whatever hasAICM says', () => {
    /** hasAICM says yes, no active AICM authorization (Gamma has LJNJP: its tile is the resume search). */
    const saysYes: Company = { ...gamma, hasAICM: true };
    /** hasAICM says no, an active AICM authorization. */
    const saysNo: Company = { ...beta, hasAICM: false, productAuthorizations: [active('AICM')] };
    /** hasAICM says yes, the AICM authorization is inactive. */
    const inactive: Company = { ...beta, hasAICM: true, productAuthorizations: [{ name: 'AICM', status: 'Inactive' }] };
    for (const [company, aicm] of [
      [saysYes, false],
      [saysNo, true],
      [inactive, false],
      [acme, true],
      [beta, false],
    ] as const) {
      const label = `${company.name} hasAICM=${company.hasAICM}`;
      expect(tileOf(company)?.href === paths.resumesDiversitySourcing.href(), label).toBe(aicm);
      expect(accessSwitchEnabled('accessDiversitySourcing', false, company), label).toBe(aicm);
      expect(allowedFlags(everyAccess, company).accessDiversitySourcing, label).toBe(aicm);
      expect(opens('resumesDiversitySourcing', company), label).toBe(aicm);
    }
    expect(tileOf(saysYes)).toEqual({ key: 'findCandidates', href: paths.resumesAdvancedSearch.href() });
    expect(tileOf(inactive)).toBeUndefined();
  });

  it('gates what the screen list names: DJJP and the ATS flag gate no route (the flag sets usecircaats)', () => {
    const gates = new Set(
      entries(routeTable).flatMap((entry) => (entry.gate ? [JSON.stringify(entry.gate satisfies Gate)] : [])),
    );
    expect([...gates].sort()).toEqual(
      [
        { product: 'LJNJP' },
        { product: 'LJNJP', orPrior: true },
        { product: 'BRAND' },
        { product: 'OMS' },
        { product: 'OFCCP' },
        { product: 'AICM' },
        { product: 'ABI' },
        { feature: 'NewOutreachManagementSystem' },
        { feature: 'JobPerformanceBoard' },
        { feature: 'ReverbCrossposting' },
        { feature: 'ApplicantDemographicReport' },
        { orders: true },
      ]
        .map((gate) => JSON.stringify(gate))
        .sort(),
    );
    // A company with DJJP and the ATS flag and nothing else opens nothing Beta does not.
    const djjpAts: Company = {
      ...beta,
      productAuthorizations: [active('DJJP')],
      featureFlags: beta.featureFlags.map((flag) => ({ ...flag, value: flag.id === 5 })),
    };
    expect(opensBeyondBeta(djjpAts)).toEqual([]);
  });
});
