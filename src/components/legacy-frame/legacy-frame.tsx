import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configuredLegacySite } from '@/config/env';
import { FrameView } from './frame-view';
import { LEGACY_RELOAD_INTERVAL_MS, legacyFrameSrc, legacyUrlToAppPath, parseLegacyMessage } from './legacy-url';
import type { PathAllowList } from './path-allow-list';
import { EMBEDDED_APP_SANDBOX_FLAGS } from './sandbox-flags';
import { useFrameMessages } from './use-frame-messages';

export interface LegacyFrameProps {
  /** The page's path on the legacy site, e.g. '/jobs/active-jobs' (see `localSitesPathFor`). */
  localSitesPath: string;
  title: string;
  /** Called with a portal path + query string when the legacy page asks to go elsewhere. */
  onNavigate: (appPath: string) => void;
  /** The legacy routes a `navigate` message may reach (the app derives them from its route table). */
  allowList: PathAllowList;
}

const INITIAL_HEIGHT = 600;

/** A legacy page in a frame sized to its content (spec section 2, "Legacy and embedded pages"). */
export function LegacyFrame({ localSitesPath, title, onNavigate, allowList }: LegacyFrameProps) {
  const { t } = useTranslation('frames');
  const appOrigin = window.location.origin;
  const { origin: expectedOrigin, prefix } = configuredLegacySite(appOrigin);
  const src = legacyFrameSrc(localSitesPath, { origin: expectedOrigin, prefix });

  const [reloads, setReloads] = useState(0);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  // Each reload is a new key, so the frame remounts: the only way to reload a cross-origin document.
  const frameKey = `${reloads}:${src}`;

  useEffect(() => {
    const timer = window.setInterval(() => setReloads((count) => count + 1), LEGACY_RELOAD_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const { frameRef } = useFrameMessages(expectedOrigin, (data) => {
    const message = parseLegacyMessage(data);
    if (message?.type === 'resize') setHeight(Math.ceil(message.height));
    if (message?.type === 'navigate') {
      const appPath = legacyUrlToAppPath(message.url, { origin: expectedOrigin, prefix }, allowList);
      if (appPath !== null) onNavigate(appPath);
    }
  });

  return (
    <FrameView
      src={src}
      title={title}
      loadingLabel={t('loadingPage')}
      frameKey={frameKey}
      flags={EMBEDDED_APP_SANDBOX_FLAGS}
      frameRef={frameRef}
      frameStyle={{ height: `${height}px` }}
    />
  );
}
