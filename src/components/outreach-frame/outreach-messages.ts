import * as z from 'zod/mini';
import '@/config/zod-config';
import { paths } from '@/config/paths';
import { isAllowedPath, type PathAllowList } from '../legacy-frame/path-allow-list';

/** Where the embedded outreach app lives below its origin. */
export const OUTREACH_APP_BASE_PATH = '/outreach-app';
/** Where the portal shows the outreach app's pages: `/outreach` + the outreach app's own path. */
export const OUTREACH_ROUTE_BASE = paths.outreach.path;

const id = z.number().check(z.int(), z.positive());

/**
 * Frame → portal on the window: the handshake, the one message outside the channel, answered with
 * `OUTREACH_CHANNEL_OFFER` (docs/contract.md, "The outreach app's channel").
 */
const outreachHandshakeSchema = z.object({ type: z.literal('ready') });

/** Portal → frame on the window, once per frame load: the offer that transfers the channel's port. */
export const OUTREACH_CHANNEL_OFFER = { type: 'channel' } as const;

export function isOutreachHandshake(data: unknown): boolean {
  return outreachHandshakeSchema.safeParse(data).success;
}

/** Frame → portal on the channel. */
export const outreachInboundSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('url_change'), url: z.string().check(z.maxLength(2048)) }),
  z.object({ type: z.literal('access_token_request') }),
]);
export type OutreachInbound = z.infer<typeof outreachInboundSchema>;

/** Portal → frame on the channel. */
export const outreachOutboundSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('selected_company_change'),
    company: z.nullable(z.object({ id, name: z.string() })),
  }),
  z.object({ type: z.literal('user_id'), userId: z.string() }),
  z.object({
    type: z.literal('user_info'),
    user: z.object({ id, email: z.string(), fullName: z.string() }),
  }),
  z.object({ type: z.literal('access_token'), accessToken: z.nullable(z.string()) }),
]);
export type OutreachOutbound = z.infer<typeof outreachOutboundSchema>;

export interface OutreachCompany {
  id: number;
  name: string;
}
export interface OutreachUser {
  id: number;
  email: string;
  fullName: string;
}

export function parseOutreachInbound(data: unknown): OutreachInbound | null {
  const parsed = outreachInboundSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The frame's `src` for an outreach app path such as '/search' or '/lists/12'. */
export function outreachFrameSrc(path: string, origin: string): string {
  const src = new URL(`${origin}${OUTREACH_APP_BASE_PATH}/${path.replace(/^\/+/, '')}`);
  if (src.origin !== origin) throw new Error('The outreach path must stay on the outreach app.');
  return src.href;
}

/** The messages sent once the channel is open; `user_id` is the id as lowercased text (spec section 2). */
export function sessionMessages(company: OutreachCompany | null, user: OutreachUser | null): OutreachOutbound[] {
  const messages: OutreachOutbound[] = [{ type: 'selected_company_change', company }];
  if (user) {
    messages.push({ type: 'user_id', userId: String(user.id).toLowerCase() });
    messages.push({ type: 'user_info', user: { id: user.id, email: user.email, fullName: user.fullName } });
  }
  return messages;
}

export type OutreachNavigation = { kind: 'navigate'; appPath: string } | { kind: 'back' } | { kind: 'ignore' };

/**
 * A `url_change` URL (the outreach app's path, bare or below `/outreach-app`) → what the portal does:
 * its root means back; an allow-listed page becomes its `/outreach` route; anything else is ignored.
 */
export function outreachUrlToNavigation(url: string, origin: string, allowList: PathAllowList): OutreachNavigation {
  const target = URL.parse(url, `${origin}${OUTREACH_APP_BASE_PATH}/`);
  if (!target || target.origin !== origin || target.username !== '' || target.password !== '') {
    return { kind: 'ignore' };
  }
  let pathname = target.pathname;
  if (pathname === OUTREACH_APP_BASE_PATH || pathname.startsWith(`${OUTREACH_APP_BASE_PATH}/`)) {
    pathname = pathname.slice(OUTREACH_APP_BASE_PATH.length);
  }
  if (pathname === '' || pathname === '/') return { kind: 'back' };
  const appPathname = `${OUTREACH_ROUTE_BASE}${pathname}`;
  if (!isAllowedPath(allowList, appPathname)) return { kind: 'ignore' };
  const search = target.searchParams.toString();
  return { kind: 'navigate', appPath: `${appPathname}${search === '' ? '' : `?${search}`}` };
}

/** The outreach app path a portal route shows ('/outreach/lists/12' → '/lists/12'); null outside the allow-list. */
export function outreachPathForRoute(appPath: string, allowList: PathAllowList): string | null {
  if (!appPath.startsWith(`${OUTREACH_ROUTE_BASE}/`)) return null;
  const pathname = appPath.split(/[?#]/)[0] ?? '';
  return isAllowedPath(allowList, pathname) ? appPath.slice(OUTREACH_ROUTE_BASE.length) : null;
}
