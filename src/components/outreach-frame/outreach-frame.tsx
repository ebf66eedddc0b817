import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configuredOutreachOrigin } from '@/config/env';
import { FrameLoading } from '../legacy-frame/frame-loading';
import type { PathAllowList } from '../legacy-frame/path-allow-list';
import { EMBEDDED_APP_SANDBOX_FLAGS, sandboxFor } from '../legacy-frame/sandbox-flags';
import { useFrameMessages } from '../legacy-frame/use-frame-messages';
import {
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

/**
 * The embedded outreach app (spec section 2). Plain `postMessage` rather than a `MessageChannel`: every
 * message then carries its origin and source, which are checked on each one, and every message out
 * names the exact target origin, so the browser drops it (the access token included) if the frame has
 * navigated to any other origin meanwhile; a transferred port would keep delivering to whoever holds it.
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

  // The frame keeps its own page when the route follows a url_change it reported; only a route change
  // that did not come from the frame loads a new page into it.
  const [framePath, setFramePath] = useState(path);
  const [routePath, setRoutePath] = useState(path);
  const [reportedPath, setReportedPath] = useState<string | null>(null);
  if (path !== routePath) {
    setRoutePath(path);
    if (reportedPath === null || pathnameOf(path) !== pathnameOf(reportedPath)) setFramePath(path);
  }
  const src = outreachFrameSrc(framePath, origin);

  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [handshake, setHandshake] = useState<{ src: string; count: number } | null>(null);
  const ready = handshake?.src === src;
  const loaded = ready || loadedSrc === src;

  const { frameRef, post } = useFrameMessages<OutreachOutbound>(origin, (data, reply) => {
    const message = parseOutreachInbound(data);
    if (message === null) return;
    switch (message.type) {
      case 'ready':
        setHandshake((previous) => ({ src, count: (previous?.count ?? 0) + 1 }));
        break;
      case 'access_token_request':
        reply({ type: 'access_token', accessToken: getAccessToken() });
        break;
      case 'url_change': {
        const next = outreachUrlToNavigation(message.url, origin, allowList);
        if (next.kind === 'back') onBack();
        if (next.kind === 'navigate') {
          setReportedPath(next.appPath.slice(OUTREACH_ROUTE_BASE.length));
          onNavigate(next.appPath);
        }
        break;
      }
    }
  });

  const companyId = company?.id;
  const companyName = company?.name;
  useEffect(() => {
    if (!ready) return;
    const selected = companyId === undefined || companyName === undefined ? null : { id: companyId, name: companyName };
    post({ type: 'selected_company_change', company: selected });
  }, [ready, handshake, post, companyId, companyName]);

  const userId = user?.id;
  const userEmail = user?.email;
  const userFullName = user?.fullName;
  useEffect(() => {
    if (!ready || userId === undefined || userEmail === undefined || userFullName === undefined) return;
    const messages = sessionMessages(null, { id: userId, email: userEmail, fullName: userFullName });
    for (const message of messages.filter((item) => item.type !== 'selected_company_change')) post(message);
  }, [ready, handshake, post, userId, userEmail, userFullName]);

  return (
    <Box width="100%" height="100%" minHeight="70dvh" display="flex" flexDirection="column">
      {loaded ? null : <FrameLoading label={t('loadingOutreach')} />}
      <iframe
        key={src}
        ref={frameRef}
        src={src}
        title={t('outreachTitle')}
        sandbox={sandboxFor(src, appOrigin, EMBEDDED_APP_SANDBOX_FLAGS)}
        aria-busy={!loaded}
        onLoad={() => setLoadedSrc(src)}
        style={{ display: 'block', width: '100%', flex: '1 1 auto', minHeight: '70dvh', border: 0 }}
      />
    </Box>
  );
}
