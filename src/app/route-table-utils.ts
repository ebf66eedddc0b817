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

/** Every router route of the table: each entry, then one /unauthorized page per gated entry. */
export function flattenRoutes(table: readonly RouteEntry[]): FlatRoute[] {
  const routes: FlatRoute[] = [];
  const walk = (entries: readonly RouteEntry[], inherited: readonly GateCheck[]) => {
    for (const entry of entries) {
      const own: GateCheck[] = entry.gate
        ? [{ gate: entry.gate, entry, unauthorized: unauthorizedOf(entry.path) }]
        : [];
      const gates = [...own, ...inherited];
      routes.push({ path: entry.path, handle: { entry, gates }, kind: 'route' });
      if (entry.gate || entry.unauthorizedPage) {
        routes.push({
          path: unauthorizedOf(entry.path),
          handle: { entry, gates: inherited, explains: entry },
          kind: 'unauthorized',
        });
      }
      walk(entry.children ?? [], gates);
    }
  };
  walk(table, []);
  return routes;
}

/** The first gate (innermost first) the company fails, if any. */
export function failedGate(gates: readonly GateCheck[], company: CompanyLike): GateCheck | undefined {
  return gates.find((check) => !passesGate(company, check.gate));
}

export interface DrawerItem {
  entry: RouteEntry;
  children: DrawerItem[];
}

/** The drawer: visible routes the company may open; a group without such children disappears. */
export function drawerItems(table: readonly RouteEntry[], company: CompanyLike): DrawerItem[] {
  return table.flatMap((entry): DrawerItem[] => {
    if (!entry.visible) return [];
    if (entry.gate && !passesGate(company, entry.gate)) return [];
    if (entry.hideWhen && passesGate(company, entry.hideWhen)) return [];
    if (!entry.children) return [{ entry, children: [] }];
    const children = drawerItems(entry.children, company);
    return children.length > 0 ? [{ entry, children }] : [];
  });
}

/** Where a group without a module of its own sends the user: its first child the company may open. */
export function firstAllowedChild(entry: RouteEntry, company: CompanyLike): RouteEntry | undefined {
  return drawerItems(entry.children ?? [], company)[0]?.entry;
}

/** The URL of a parameterless entry for the company: its path plus the query it always carries. */
export function entryHref(entry: RouteEntry, company: CompanyLike): string {
  const pathname = entry.path.href();
  const query = entry.query?.(company ?? null);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search === '' ? pathname : `${pathname}?${search}`;
}

/**
 * The same search with the entry's query parameters added where missing, or null when none is
 * missing. Other parameters stay, so a legacy page's own query survives.
 */
export function withEntryQuery(entry: RouteEntry, company: CompanyLike, search: string): string | null {
  const required = entry.query?.(company ?? null) ?? {};
  const params = new URLSearchParams(search);
  const missing = Object.entries(required).filter(([name, value]) => params.get(name) !== value);
  if (missing.length === 0) return null;
  for (const [name, value] of missing) params.set(name, value);
  return `?${params.toString()}`;
}

/**
 * The routes that frame `site`: the only places its frame's messages may send the router. Derived from
 * the table, so a route added with `legacy(...)` or `outreachApp(...)` is reachable and nothing else.
 */
export function framedRoutes(table: readonly RouteEntry[], site: FramedSite): PathAllowList {
  return flattenRoutes(table)
    .filter(({ kind, handle }) => kind === 'route' && handle.entry.frame === site)
    .map(({ path, handle }) => ({
      pattern: path.path,
      ...(handle.entry.frameParams ? { params: handle.entry.frameParams } : {}),
    }));
}
