import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configuredOutreachOrigin } from '@/config/env';
import { FrameView } from '../legacy-frame/frame-view';
import type { PathAllowList } from '../legacy-frame/path-allow-list';
import { EMBEDDED_APP_SANDBOX_FLAGS } from '../legacy-frame/sandbox-flags';
import { useFrameMessages } from '../legacy-frame/use-frame-messages';
import {
  isOutreachHandshake,
  OUTREACH_CHANNEL_OFFER,
  OUTREACH_ROUTE_BASE,
  outreachFrameSrc,
  outreachUrlToNavigation,
  parseOutreachInbound,
  sessionMessages,
  type OutreachCompany,
  type OutreachOutbound,
  type OutreachUser,
} from './outreach-messages';

export interface OutreachFrameProps {
  /** The outreach app path, e.g. '/search' or '/lists/12'. */
  path: string;
  company: OutreachCompany | null;
  user: OutreachUser | null;
  /** Read only when the frame asks for the token. */
  getAccessToken: () => string | null;
  /** Called with a portal path ('/outreach/lists/12') when the outreach app moves to another page. */
  onNavigate: (appPath: string) => void;
  /** Called when the outreach app goes to its root: leave the embedded app. */
  onBack: () => void;
  /** The outreach routes a `url_change` may reach (the app derives them from its route table). */
  allowList: PathAllowList;
}

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? '';

/** The portal's end of the channel to one frame element, that is one frame load (`src`). */
interface Channel {
  frame: HTMLIFrameElement;
  src: string;
  port: MessagePort;
}

/**
 * The embedded outreach app (spec section 2), spoken to over a `MessageChannel` (docs/contract.md, "The
 * outreach app's channel"). Only the first `ready` of a frame load, from the outreach origin and the
 * frame's own window, gets the port, posted to that exact origin; everything else, the token included,
 * goes over the port, which dies with the document it reached.
 */
export function OutreachFrame({
  path,
  company,
  user,
  getAccessToken,
  onNavigate,
  onBack,
  allowList,
}: OutreachFrameProps) {
  const { t } = useTranslation('frames');
  const appOrigin = window.location.origin;
  const { origin } = configuredOutreachOrigin(appOrigin);

  // The frame keeps its own page when the route follows its url_change; only other route changes reload it.
  const [framePath, setFramePath] = useState(path);
  const [routePath, setRoutePath] = useState(path);
  const [reportedPath, setReportedPath] = useState<string | null>(null);
  if (path !== routePath) {
    setRoutePath(path);
    if (reportedPath === null || pathnameOf(path) !== pathnameOf(reportedPath)) setFramePath(path);
  }
  const src = outreachFrameSrc(framePath, origin);

  // Set by a frame element's first handshake, so a second one finds it taken; a new `src` remounts the element.
  const handed = useRef<Channel | null>(null);
  const [channel, setChannel] = useState<Channel | null>(null);
  if (channel !== null && channel.src !== src) setChannel(null);
  // A passive effect on purpose: React also runs layout cleanups when Suspense merely hides the page,
  // and the frame, still loaded, would lose its channel.
  useEffect(() => () => handed.current?.port.close(), []);

  const onChannelMessage = useRef<(data: unknown, port: MessagePort) => void>(() => undefined);
  useLayoutEffect(() => {
    onChannelMessage.current = (data, port) => {
      const message = parseOutreachInbound(data);
      if (message === null) return;
      if (message.type === 'access_token_request') {
        port.postMessage({ type: 'access_token', accessToken: getAccessToken() } satisfies OutreachOutbound);
        return;
      }
      const next = outreachUrlToNavigation(message.url, origin, allowList);
      if (next.kind === 'back') onBack();
      if (next.kind === 'navigate') {
        setReportedPath(next.appPath.slice(OUTREACH_ROUTE_BASE.length));
        onNavigate(next.appPath);
      }
    };
  });

  const { frameRef } = useFrameMessages<typeof OUTREACH_CHANNEL_OFFER>(origin, (data, reply, frame) => {
    if (!isOutreachHandshake(data) || handed.current?.frame === frame) return;
    handed.current?.port.close();
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = (event: MessageEvent<unknown>) => onChannelMessage.current(event.data, port1);
    const opened = { frame, src, port: port1 };
    handed.current = opened;
    reply(OUTREACH_CHANNEL_OFFER, [port2]);
    setChannel(opened);
  });

  const companyId = company?.id;
  const companyName = company?.name;
  useEffect(() => {
    if (channel === null) return;
    const selected = companyId === undefined || companyName === undefined ? null : { id: companyId, name: companyName };
    channel.port.postMessage({ type: 'selected_company_change', company: selected } satisfies OutreachOutbound);
  }, [channel, companyId, companyName]);

  const userId = user?.id;
  const userEmail = user?.email;
  const userFullName = user?.fullName;
  useEffect(() => {
    if (channel === null || userId === undefined || userEmail === undefined || userFullName === undefined) return;
    const messages = sessionMessages(null, { id: userId, email: userEmail, fullName: userFullName });
    for (const message of messages.filter((item) => item.type !== 'selected_company_change')) {
      channel.port.postMessage(message);
    }
  }, [channel, userId, userEmail, userFullName]);

  return (
    <FrameView
      src={src}
      title={t('outreachTitle')}
      loadingLabel={t('loadingOutreach')}
      flags={EMBEDDED_APP_SANDBOX_FLAGS}
      frameRef={frameRef}
      ready={channel !== null}
      frameStyle={{ flex: '1 1 auto', minHeight: '70dvh' }}
      boxProps={{ height: '100%', minHeight: '70dvh', display: 'flex', flexDirection: 'column' }}
    />
  );
}
