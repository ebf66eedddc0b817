import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FrameLoading } from './frame-loading';
import { sandboxFor } from './sandbox-flags';

export interface SandboxedFrameProps {
  /** The fixed source, e.g. the payment link. */
  src: string;
  title: string;
  /** CSS height of the frame; the page cannot resize it. */
  height?: string;
}

/** The second frame screen of spec section 2: a fixed source under a sandbox. */
export function SandboxedFrame({ src, title, height = '80dvh' }: SandboxedFrameProps) {
  const { t } = useTranslation('frames');
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = loadedSrc === src;
  return (
    <Box width="100%">
      {loaded ? null : <FrameLoading label={t('loadingPage')} />}
      <iframe
        key={src}
        src={src}
        title={title}
        sandbox={sandboxFor(src, window.location.origin)}
        aria-busy={!loaded}
        onLoad={() => setLoadedSrc(src)}
        style={{ display: 'block', width: '100%', height, border: 0 }}
      />
    </Box>
  );
}
