import type { ComponentType } from 'react';
import type { AppPath, PathKey } from '../config/paths';
import type { AllowedPath } from '../components/legacy-frame/path-allow-list';
import type { Company } from '../generated/model';
import type { Gate } from '../lib/access';

export type RouteModule = { default: ComponentType };

/** One entry of the route table (src/app/router.tsx): the drawer, guard and titles derive from it. */
export interface RouteEntry {
  /** Key in `paths` (src/config/paths.ts); `notFound` for the catch-all page of unknown paths. */
  key: PathKey | 'notFound';
  path: AppPath;
  name: string;
  /** The lazy route module; a group without one redirects to its first child the company may open. */
  load?: () => Promise<RouteModule>;
  visible: boolean;
  /** Needed product authorization or feature flag; children inherit it. */
  gate?: Gate;
  /** Hides the drawer item (the route stays reachable), e.g. Profile when Branding replaces it. */
  hideWhen?: Gate;
  external?: boolean;
  /** Where the drawer's new tab goes instead of the route's own path (an address outside the portal). */
  externalUrl?: () => string;
  /** Listed in the drawer also for a company lacking its gate, leading to /unauthorized (spec section 6). */
  showWhenUnauthorized?: boolean;
  /** Has an explanatory /unauthorized page although the table sets no gate on it. */
  unauthorizedPage?: boolean;
  /** Query parameters the route always carries for the company (e.g. Post a Job's pagemode). */
  query?: (company: Company | null) => Readonly<Record<string, string>>;
  children?: readonly RouteEntry[];
  /** Rendered before the companies load (company null); only for an ungated page that copes with it (Home). */
  paintsBeforeSession?: boolean;
  /** The embedded site the route frames: its messages may send the router to the routes framing that site. */
  frame?: FramedSite;
  /** What each path parameter may hold when a frame's message names this route (default: SAFE_SEGMENT). */
  frameParams?: AllowedPath['params'];
}

export type FramedSite = 'legacy' | 'outreach';

/** A gate of a route or its groups, innermost first, and whose /unauthorized page a failing company gets. */
export interface GateCheck {
  gate: Gate;
  entry: RouteEntry;
  unauthorized: AppPath;
}

/** What every router route carries in `handle`, for the guard and the page title. */
export interface RouteHandle {
  entry: RouteEntry;
  gates: readonly GateCheck[];
  /** Set on an /unauthorized page: the route it explains. */
  explains?: RouteEntry;
  /** Set on an /unauthorized page: the gates of the route it explains, innermost first. */
  explainsGates?: readonly Gate[];
}
