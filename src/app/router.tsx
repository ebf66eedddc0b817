import { use, useDeferredValue, useState } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { configuredLegacySite, env } from '../config/env';
import { definePath, paths, type PathKey } from '../config/paths';
import { DIGITS } from '../components/legacy-frame/path-allow-list';
import { RouteErrorBoundary } from '../components/ui/route-error-boundary';
import type { Company } from '../generated/model';
import { hasFeature, type Gate } from '../lib/access';
import { loadModule } from '../lib/load-with-recovery';
import { flattenRoutes } from './route-table-utils';
import type { RouteEntry, RouteModule } from './route-types';
import { GroupRedirect } from './shell/group-redirect';
import { RouteTableContext } from './shell/route-table-context';
import { ShellLayout } from './shell/shell-layout';

type PageLoad = () => Promise<RouteModule>;
/** A route with a screen of its own: every entry of the table but the groups. */
type PageEntry = RouteEntry & { load: PageLoad };

const legacyPage = () => import('./routes/legacy-page');
const outreachPage = () => import('./routes/outreach-page');
const unauthorizedPage = () => import('./routes/unauthorized');

type EntryOptions = Omit<RouteEntry, 'key' | 'path' | 'name' | 'visible' | 'load' | 'children'> & {
  visible?: boolean;
};

/** A page of the table for `paths[key]`; its screen (`load`) is required, so a route without one does not compile. */
function route(key: PathKey, options: EntryOptions & { load: PageLoad }): PageEntry {
  return { key, path: paths[key], name: `routes.${key}`, visible: true, ...options };
}
/** A drawer group: no module of its own; its path opens its first child the company may open. */
function group(key: PathKey, children: readonly [RouteEntry, ...RouteEntry[]], options: EntryOptions = {}) {
  return { key, path: paths[key], name: `routes.${key}`, visible: true, children, ...options } satisfies RouteEntry;
}
const hidden = { visible: false } as const;

/** Everything LJNJP (the resume search) needs LJNJP held now. */
const LJNJP: Gate = { product: 'LJNJP' };
/** Spec section 6: a company with prior LJNJP shows jobs, applicant tracking, reports-all and reports-center. */
const LJNJP_OR_PRIOR: Gate = { product: 'LJNJP', orPrior: true };

/** The outreach dashboard's: Partner Effectiveness reads the same gateway with the same outreach token. */
const OUTREACH_GATEWAY: Gate = { feature: 'NewOutreachManagementSystem' };
/** The ESDS report's: the Listing Monitor reads the report's rows. */
const ESDS_REPORT: Gate = { feature: 'ReverbCrossposting' };

/** Spec section 2: the legacy Post a Job page opens in its pagemode 15 and follows the UseCircaATS flag. */
const postAJobQuery = (company: Company | null) => ({
  pagemode: '15',
  usecircaats: String(hasFeature(company, 'UseCircaATS')),
});
const legacy = (key: PathKey, options: Omit<EntryOptions, 'frame'> = {}) =>
  route(key, { load: legacyPage, frame: 'legacy', ...options });
const outreachApp = (key: PathKey, options: Omit<EntryOptions, 'frame'> = {}) =>
  route(key, { load: outreachPage, frame: 'outreach', ...options });

/** Webinars live outside the portal: VITE_WEBINARS_URL, else the legacy site's page of the same path. */
export function webinarsUrl(): string {
  if (env.webinarsUrl !== '') return env.webinarsUrl;
  const site = configuredLegacySite(window.location.origin);
  return `${site.origin}${site.prefix}${paths.resourcesWebinars.href()}`;
}

/** THE route table (spec section 2); gates follow spec section 6 (a group's gate applies to its children). */
export const routeTable: readonly RouteEntry[] = [
  route('home', { paintsBeforeSession: true, load: () => import('./routes/home') }),
  group('account', [
    route('accountOrders', { gate: { orders: true }, load: () => import('./routes/orders') }),
    route('accountAuthorizedUsers', { load: () => import('./routes/authorized-users') }),
    route('accountCompanyInfo', { load: () => import('./routes/company-info') }),
    legacy('accountLocations'),
    route('accountProfile', { hideWhen: { product: 'BRAND' }, load: () => import('./routes/profile') }),
    legacy('accountBranding', { gate: { product: 'BRAND' } }),
    route('accountEmployerBadge', { unauthorizedPage: true, load: () => import('./routes/employer-badge') }),
    legacy('accountSocialMedia'),
    legacy('accountTemplates'),
    legacy('accountRecipients'),
    legacy('accountInfo', hidden),
  ]),
  group(
    'jobs',
    [legacy('jobsNewJob', { query: postAJobQuery }), legacy('jobsActiveJobs'), legacy('jobsQuestionnaires')],
    { gate: LJNJP_OR_PRIOR },
  ),
  group(
    'outreach',
    [
      outreachApp('outreachSearch'),
      outreachApp('outreachLinkageAgents'),
      outreachApp('outreachCommunityPartner', hidden),
      outreachApp('outreachContactProfile', hidden),
      outreachApp('outreachLists', { gate: { product: 'OMS' } }),
      outreachApp('outreachList', { ...hidden, frameParams: { id: DIGITS } }),
      route('outreachProfile', { ...hidden, load: () => import('./routes/outreach-profile') }),
      outreachApp('outreachActivities'),
      route('outreachDashboard', { gate: OUTREACH_GATEWAY, load: () => import('./routes/outreach-dashboard') }),
      route('outreachPartnerEffectiveness', {
        gate: OUTREACH_GATEWAY,
        load: () => import('./routes/partner-effectiveness'),
      }),
      outreachApp('outreachAccountManagement', { gate: { product: 'OFCCP' } }),
    ],
    { gate: { product: 'OMS' } },
  ),
  group('resumes', [
    route('resumesDiversitySourcing', {
      gate: { product: 'AICM' },
      showWhenUnauthorized: true,
      external: true,
      load: () => import('./routes/diversity-sourcing'),
    }),
    route('resumesByCategory', { ...hidden, load: () => import('./routes/resumes-by-category') }),
    legacy('resumesAdvancedSearch', { gate: LJNJP }),
    legacy('resumesAgents', { gate: LJNJP }),
  ]),
  group(
    'applicantTracking',
    [
      legacy('applicantTrackingApplicants'),
      legacy('applicantTrackingHiringActivity'),
      legacy('applicantTrackingHiringPipeline'),
      legacy('applicantTrackingApplicantReport'),
      legacy('applicantTrackingApplicantBlocks'),
      legacy('applicantTrackingHiringStages'),
      legacy('applicantTrackingDispositionCodes'),
      legacy('applicantTrackingAutoReply'),
    ],
    { gate: LJNJP_OR_PRIOR },
  ),
  group(
    'abi',
    [
      route('abiObservances', { load: () => import('./routes/abi-observances') }),
      route('abiContent', { load: () => import('./routes/abi-content') }),
    ],
    { gate: { product: 'ABI' }, showWhenUnauthorized: true },
  ),
  group('reports', [
    legacy('reportsAll', { gate: LJNJP_OR_PRIOR }),
    legacy('reportsCenter', { gate: LJNJP_OR_PRIOR }),
    route('reportsDocumentCenter', { load: () => import('./routes/document-center') }),
    route('reportsReportCard', { ...hidden, load: () => import('./routes/document-center') }),
    route('reportsJobPerformance', {
      gate: { feature: 'JobPerformanceBoard' },
      load: () => import('./routes/job-performance'),
    }),
    route('reportsEsds', { gate: ESDS_REPORT, load: () => import('./routes/esds-report') }),
    route('reportsListingMonitor', { gate: ESDS_REPORT, load: () => import('./routes/listing-monitor') }),
    route('reportsApplicantDemographics', {
      gate: { feature: 'ApplicantDemographicReport' },
      load: () => import('./routes/applicant-demographics'),
    }),
    route('reportsAuditPack', { load: () => import('./routes/audit-pack') }),
    route('reportsAuditReadiness', { load: () => import('./routes/audit-readiness') }),
  ]),
  group('resources', [
    legacy('resourcesTraining'),
    legacy('resourcesLibrary'),
    // The drawer opens the configured address; a visit to the portal path offers a link to it.
    route('resourcesWebinars', {
      external: true,
      externalUrl: webinarsUrl,
      load: () => import('./routes/help').then((module) => ({ default: module.WebinarsRoute })),
    }),
    legacy('resourcesCareerEvents'),
  ]),
  route('notificationList', { ...hidden, load: () => import('./routes/notification-list') }),
  route('notificationPreferences', { ...hidden, load: () => import('./routes/notification-preferences') }),
  route('help', { load: () => import('./routes/help') }),
  route('contact', { ...hidden, load: () => import('./routes/contact') }),
  route('company', { ...hidden, load: () => import('./routes/company') }),
];

/** Outside the shell: the sign-in handshakes of the navigation guard (foundation modules). */
export const handshakeRoutes: readonly PageEntry[] = [
  route('authCallback', { ...hidden, load: () => import('./routes/auth-callback') }),
  route('silentRefresh', { ...hidden, load: () => import('./routes/silent-refresh') }),
  route('impersonate', { ...hidden, load: () => import('./routes/impersonate') }),
];

/** Any other path: a not-found page inside the shell, titled by its name like every route. */
export const notFoundEntry: PageEntry = {
  key: 'notFound',
  path: definePath('*'),
  name: 'notFound.title',
  visible: false,
  load: () => import('./routes/not-found'),
};

/**
 * A page whose module loads when it first renders: a route's `lazy` would hold the whole first paint,
 * shell included; this way the shell paints at once and the guard's Suspense shows loading.
 */
function RoutePage({ load }: { load: PageLoad }) {
  const { key } = useLocation();
  // A failure stays for the navigation that met it; the next navigation asks again (lib/load-with-recovery).
  const { default: Page } = use(loadModule(load, key));
  return <Page />;
}

/** Which module each page route renders, for preloadPageAt. */
const routeLoads = new WeakMap<RouteObject, PageLoad>();

function pageRoute(load: PageLoad, route: Omit<RouteObject, 'element' | 'index' | 'children'>): RouteObject {
  const object: RouteObject = { ...route, element: <RoutePage load={load} /> };
  routeLoads.set(object, load);
  return object;
}

export function toRouteObjects(): RouteObject[] {
  const shellChildren = flattenRoutes(routeTable).map(({ path, handle, kind }): RouteObject => {
    const load = kind === 'unauthorized' ? unauthorizedPage : handle.entry.load;
    // Only a group goes without a module; a page without a screen would be a blank page, so it stops here.
    if (!load && !handle.entry.children?.length) throw new Error(`Route ${handle.entry.key} has no screen`);
    // Each page has its own boundary, so the drawer and top bar stay usable when it fails.
    const errorElement = <RouteErrorBoundary />;
    return load
      ? pageRoute(load, { path: path.path, handle, errorElement })
      : { path: path.path, handle, errorElement, element: <GroupRedirect entry={handle.entry} /> };
  });
  return [
    ...handshakeRoutes.map((entry) =>
      pageRoute(entry.load, {
        path: entry.path.path,
        handle: { entry, gates: [] },
        errorElement: <RouteErrorBoundary />,
      }),
    ),
    {
      element: <ShellLayout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        ...shellChildren,
        pageRoute(notFoundEntry.load, {
          path: notFoundEntry.path.path,
          handle: { entry: notFoundEntry, gates: [] },
          errorElement: <RouteErrorBoundary />,
        }),
      ],
    },
  ];
}

/**
 * Starts loading the module of the page at `pathname`, beside the translations the router waits for:
 * a round trip less before the page paints.
 */
export function preloadPageAt(pathname: string): void {
  for (const { route } of matchRoutes(toRouteObjects(), pathname) ?? []) {
    const load = routeLoads.get(route);
    if (load) loadModule(load).then(undefined, () => undefined);
  }
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(toRouteObjects()));
  // Mounted in a deferred render React can slice, not in the revealing render, which was one long task
  // (docs/decisions/0047-start-up-order.md).
  const mounted = useDeferredValue(true, false);
  return mounted ? (
    <RouteTableContext value={routeTable}>
      <RouterProvider router={router} />
    </RouteTableContext>
  ) : null;
}
