import type { PathAllowList } from '../components/legacy-frame/path-allow-list';
import { unauthorizedOf, type AppPath } from '../config/paths';
import { passesGate } from '../lib/access';
import type { Company } from '../generated/model';
import type { FramedSite, GateCheck, RouteEntry, RouteHandle } from './route-types';

type CompanyLike = Company | null | undefined;

export interface FlatRoute {
  path: AppPath;
  handle: RouteHandle;
  /** An /unauthorized page, not the route itself. */
  kind: 'route' | 'unauthorized';
}

/**
 * Every router route of the table, then one /unauthorized page per gated entry. A route failing a gate
 * goes to its own /unauthorized page, else to its innermost group's; those pages are never guarded.
 */
export function flattenRoutes(table: readonly RouteEntry[]): FlatRoute[] {
  const routes: FlatRoute[] = [];
  const walk = (entries: readonly RouteEntry[], inherited: readonly GateCheck[], target: AppPath | undefined) => {
    for (const entry of entries) {
      const page = entry.gate || entry.unauthorizedPage ? unauthorizedOf(entry.path) : undefined;
      const sendTo = page ?? target;
      const checks: GateCheck[] = [
        ...(entry.gate ? [{ gate: entry.gate, entry, unauthorized: unauthorizedOf(entry.path) }] : []),
        ...inherited.map((check) => (sendTo ? { ...check, unauthorized: sendTo } : check)),
      ];
      routes.push({ path: entry.path, handle: { entry, gates: checks }, kind: 'route' });
      if (page) {
        routes.push({
          path: page,
          handle: { entry, gates: [], explains: entry, explainsGates: checks.map((check) => check.gate) },
          kind: 'unauthorized',
        });
      }
      walk(entry.children ?? [], checks, sendTo);
    }
  };
  walk(table, [], undefined);
  return routes;
}

/** The first gate (innermost first) the company fails, if any. */
export function failedGate(gates: readonly GateCheck[], company: CompanyLike): GateCheck | undefined {
  return gates.find((check) => !passesGate(company, check.gate));
}

export interface DrawerItem {
  entry: RouteEntry;
  children: DrawerItem[];
  /** Shown although the company lacks its gate (`showWhenUnauthorized`): it leads to its /unauthorized page. */
  locked?: true;
}

/** The drawer: visible routes the company may open (or locked ones with `showWhenUnauthorized`). */
export function drawerItems(table: readonly RouteEntry[], company: CompanyLike): DrawerItem[] {
  return table.flatMap((entry): DrawerItem[] => {
    if (!entry.visible) return [];
    if (entry.gate && !passesGate(company, entry.gate)) {
      return entry.showWhenUnauthorized ? [{ entry, children: [], locked: true }] : [];
    }
    if (entry.hideWhen && passesGate(company, entry.hideWhen)) return [];
    if (!entry.children) return [{ entry, children: [] }];
    const children = drawerItems(entry.children, company);
    return children.length > 0 ? [{ entry, children }] : [];
  });
}

/** Where a group without a module of its own sends the user: its first child the company may open. */
export function firstAllowedChild(entry: RouteEntry, company: CompanyLike): RouteEntry | undefined {
  return drawerItems(entry.children ?? [], company).find((item) => !item.locked)?.entry;
}

/** Where a drawer item leads: a locked one to its /unauthorized page, an external one to its address. */
export function drawerHref(item: DrawerItem, company: CompanyLike): string {
  if (item.locked) return unauthorizedOf(item.entry.path).href();
  return item.entry.externalUrl?.() ?? entryHref(item.entry, company);
}

/** The URL of a parameterless entry for the company: its path plus the query it always carries. */
export function entryHref(entry: RouteEntry, company: CompanyLike): string {
  const pathname = entry.path.href();
  const query = entry.query?.(company ?? null);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search === '' ? pathname : `${pathname}?${search}`;
}

/** The search with the entry's missing query parameters added (others stay), or null when none is missing. */
export function withEntryQuery(entry: RouteEntry, company: CompanyLike, search: string): string | null {
  const required = entry.query?.(company ?? null) ?? {};
  const params = new URLSearchParams(search);
  const missing = Object.entries(required).filter(([name, value]) => params.get(name) !== value);
  if (missing.length === 0) return null;
  for (const [name, value] of missing) params.set(name, value);
  return `?${params.toString()}`;
}

/** The routes that frame `site`, the only places its frame's messages may send the router. */
export function framedRoutes(table: readonly RouteEntry[], site: FramedSite): PathAllowList {
  return flattenRoutes(table)
    .filter(({ kind, handle }) => kind === 'route' && handle.entry.frame === site)
    .map(({ path, handle }) => ({
      pattern: path.path,
      ...(handle.entry.frameParams ? { params: handle.entry.frameParams } : {}),
    }));
}

export function findEntry(table: readonly RouteEntry[], key: RouteEntry['key']): RouteEntry | undefined {
  for (const entry of table) {
    if (entry.key === key) return entry;
    const child = findEntry(entry.children ?? [], key);
    if (child) return child;
  }
  return undefined;
}

/** Each table's routes by key, made once: Home and Audit Readiness ask about several screens per render. */
const routesByKey = new WeakMap<readonly RouteEntry[], Map<RouteEntry['key'], FlatRoute>>();

/** Whether the company may open the entry with this key: it passes the entry's gates and its groups'. */
export function companyOpens(table: readonly RouteEntry[], key: RouteEntry['key'], company: CompanyLike): boolean {
  let byKey = routesByKey.get(table);
  if (!byKey) {
    const routes = flattenRoutes(table).filter(({ kind }) => kind === 'route');
    byKey = new Map(routes.map((route) => [route.handle.entry.key, route]));
    routesByKey.set(table, byKey);
  }
  const route = byKey.get(key);
  return route !== undefined && failedGate(route.handle.gates, company) === undefined;
}
