import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths, type PathKey } from '../config/paths';
import { RouteErrorBoundary } from '../components/ui/route-error-boundary';
import type { Gate } from '../lib/access';
import { flattenRoutes } from './route-table-utils';
import type { RouteEntry, RouteModule } from './route-types';
import { GroupRedirect } from './shell/group-redirect';
import { RouteTableContext } from './shell/route-table-context';
import { ShellLayout } from './shell/shell-layout';

const placeholder = () => import('./routes/placeholder');
const unauthorizedPage = () => import('./routes/unauthorized');

type EntryOptions = Omit<RouteEntry, 'key' | 'path' | 'name' | 'visible'> & { visible?: boolean };

/** A table entry for `paths[key]`, named `routes.<key>`; later issues swap `load` for their module. */
function route(key: PathKey, options: EntryOptions = {}): RouteEntry {
  return { key, path: paths[key], name: `routes.${key}`, visible: true, load: placeholder, ...options };
}
const group = (key: PathKey, children: readonly RouteEntry[], options: EntryOptions = {}) =>
  route(key, { load: undefined, children, ...options });
const hidden = { visible: false } as const;

const LJNJP: Gate = { product: 'LJNJP' };

/**
 * THE route table (spec section 2). The drawer, the guard, page titles and the router derive from it;
 * gates follow spec section 6 (a group's gate applies to its children).
 */
export const routeTable: readonly RouteEntry[] = [
  route('home', { load: () => import('./routes/home') }),
  group('account', [
    route('accountOrders', { gate: { orders: true } }),
    route('accountAuthorizedUsers'),
    route('accountCompanyInfo'),
    route('accountLocations'),
    route('accountProfile', { hideWhen: { product: 'BRAND' } }),
    route('accountBranding', { gate: { product: 'BRAND' } }),
    route('accountEmployerBadge', { unauthorizedPage: true }),
    route('accountSocialMedia'),
    route('accountTemplates'),
    route('accountRecipients'),
    route('accountInfo', hidden),
  ]),
  group(
    'jobs',
    [
      // The legacy Post a Job page adds pagemode=15 and usecircaats from the UseCircaATS flag (issue of the jobs area).
      route('jobsNewJob'),
      route('jobsActiveJobs'),
      route('jobsQuestionnaires'),
    ],
    { gate: LJNJP },
  ),
  group(
    'outreach',
    [
      route('outreachSearch'),
      route('outreachLinkageAgents'),
      route('outreachCommunityPartner', hidden),
      route('outreachContactProfile', hidden),
      route('outreachLists', { gate: { product: 'OMS' } }),
      route('outreachList', hidden),
      route('outreachProfile', { ...hidden, load: () => import('./routes/outreach-profile') }),
      route('outreachActivities'),
      route('outreachDashboard', { gate: { feature: 'NewOutreachManagementSystem' } }),
      route('outreachAccountManagement', { gate: { product: 'OFCCP' } }),
    ],
    { gate: { product: 'OMS' } },
  ),
  group('resumes', [
    route('resumesDiversitySourcing', { gate: { product: 'AICM' }, external: true }),
    route('resumesByCategory', { ...hidden, load: () => import('./routes/resumes-by-category') }),
    route('resumesAdvancedSearch', { gate: LJNJP }),
    route('resumesAgents', { gate: LJNJP }),
  ]),
  group(
    'applicantTracking',
    [
      route('applicantTrackingApplicants'),
      route('applicantTrackingHiringActivity'),
      route('applicantTrackingHiringPipeline'),
      route('applicantTrackingApplicantReport'),
      route('applicantTrackingApplicantBlocks'),
      route('applicantTrackingHiringStages'),
      route('applicantTrackingDispositionCodes'),
      route('applicantTrackingAutoReply'),
    ],
    { gate: LJNJP },
  ),
  group('abi', [route('abiObservances'), route('abiContent')], { gate: { product: 'ABI' } }),
  group('reports', [
    route('reportsAll', { gate: LJNJP }),
    route('reportsCenter', { gate: LJNJP }),
    route('reportsDocumentCenter'),
    route('reportsReportCard', hidden),
    route('reportsJobPerformance', { gate: { feature: 'JobPerformanceBoard' } }),
    route('reportsEsds', { gate: { feature: 'ReverbCrossposting' } }),
    route('reportsApplicantDemographics', { gate: { feature: 'ApplicantDemographicReport' } }),
  ]),
  group('resources', [
    route('resourcesTraining'),
    route('resourcesLibrary'),
    route('resourcesWebinars', { external: true }),
    route('resourcesCareerEvents'),
  ]),
  route('notificationList', hidden),
  route('notificationPreferences', hidden),
  route('help'),
  route('company', { ...hidden, load: () => import('./routes/company') }),
];

/** Outside the shell: the sign-in handshakes of the navigation guard (foundation modules). */
export const handshakeRoutes: readonly RouteEntry[] = [
  route('authCallback', { ...hidden, load: () => import('./routes/auth-callback') }),
  route('silentRefresh', { ...hidden, load: () => import('./routes/silent-refresh') }),
  route('impersonate', { ...hidden, load: () => import('./routes/impersonate') }),
];

const lazyComponent = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

export function toRouteObjects(): RouteObject[] {
  const shellChildren = flattenRoutes(routeTable).map(({ path, handle, kind }): RouteObject => {
    const load = kind === 'unauthorized' ? unauthorizedPage : handle.entry.load;
    return load
      ? { path: path.path, handle, lazy: lazyComponent(load) }
      : { path: path.path, handle, element: <GroupRedirect entry={handle.entry} /> };
  });
  return [
    ...handshakeRoutes.map((entry): RouteObject => ({
      path: entry.path.path,
      handle: { entry, gates: [] },
      lazy: lazyComponent(entry.load ?? placeholder),
      errorElement: <RouteErrorBoundary />,
    })),
    {
      element: <ShellLayout />,
      errorElement: <RouteErrorBoundary />,
      children: shellChildren,
    },
  ];
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(toRouteObjects()));
  return (
    <RouteTableContext value={routeTable}>
      <RouterProvider router={router} />
    </RouteTableContext>
  );
}
