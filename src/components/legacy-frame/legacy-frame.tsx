import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configuredLegacySite } from '@/config/env';
import { FrameLoading } from './frame-loading';
import { LEGACY_RELOAD_INTERVAL_MS, legacyFrameSrc, legacyUrlToAppPath, parseLegacyMessage } from './legacy-url';
import type { PathAllowList } from './path-allow-list';
import { EMBEDDED_APP_SANDBOX_FLAGS, sandboxFor } from './sandbox-flags';
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
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  // A new key remounts the iframe: the only way to reload a cross-origin document from its parent.
  const frameKey = `${reloads}:${src}`;
  const loaded = loadedKey === frameKey;

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
    <Box width="100%">
      {loaded ? null : <FrameLoading label={t('loadingPage')} />}
      <iframe
        key={frameKey}
        ref={frameRef}
        src={src}
        title={title}
        sandbox={sandboxFor(src, appOrigin, EMBEDDED_APP_SANDBOX_FLAGS)}
        aria-busy={!loaded}
        onLoad={() => setLoadedKey(frameKey)}
        style={{ display: 'block', width: '100%', height: `${height}px`, border: 0 }}
      />
    </Box>
  );
}
