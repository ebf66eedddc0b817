import { createContext, use } from 'react';
import type { RouteEntry } from '../route-types';

/** The route table, provided by AppRouter so the shell reads it without importing the router. */
export const RouteTableContext = createContext<readonly RouteEntry[]>([]);

export function useRouteTable(): readonly RouteEntry[] {
  return use(RouteTableContext);
}
