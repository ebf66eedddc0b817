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
  /** i18n key in the `navigation` namespace. */
  name: string;
  /** The lazy route module; a group without one redirects to its first child the company may open. */
  load?: () => Promise<RouteModule>;
  /** Listed in the drawer. */
  visible: boolean;
  /** Needed product authorization or feature flag; children inherit it. */
  gate?: Gate;
  /** Hides the drawer item (the route stays reachable), e.g. Profile when Branding replaces it. */
  hideWhen?: Gate;
  /** The drawer opens it in a new tab. */
  external?: boolean;
  /** Where the drawer's new tab goes instead of the route's own path (an address outside the portal). */
  externalUrl?: () => string;
  /**
   * Listed in the drawer also for a company that lacks its gate, leading to its /unauthorized page (spec
   * section 6: the Diversity Sourcing and ABI items show for every company).
   */
  showWhenUnauthorized?: boolean;
  /** Has an explanatory /unauthorized page although the table sets no gate on it. */
  unauthorizedPage?: boolean;
  /**
   * Query parameters the route always carries for the selected company: the drawer links with them and
   * the route module adds them to a visit without them (e.g. Post a Job's pagemode and usecircaats).
   */
  query?: (company: Company | null) => Readonly<Record<string, string>>;
  /** Drawer group members. */
  children?: readonly RouteEntry[];
  /**
   * Rendered while the user's companies are still loading (company null), so its heading and text paint
   * without waiting for the API; only for an ungated page that copes with `company === null` (Home).
   */
  paintsBeforeSession?: boolean;
  /**
   * The embedded site the route frames: its frame's messages may send the router to this route (and to
   * the other routes framing the same site), with parameters limited as `frameParams` says.
   */
  frame?: FramedSite;
  /** What each path parameter may hold when a frame's message names this route (default: SAFE_SEGMENT). */
  frameParams?: AllowedPath['params'];
}

export type FramedSite = 'legacy' | 'outreach';

/**
 * A gate of a route or one of its groups, innermost first, and where a company lacking it is sent: the
 * /unauthorized page of the route itself, else of its innermost group that has one (spec section 2).
 */
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
