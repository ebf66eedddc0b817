import { Box, type BoxProps } from '@chakra-ui/react';
import { useState, type CSSProperties, type RefObject } from 'react';
import { FrameLoading } from './frame-loading';
import { sandboxFor, type SandboxFlag } from './sandbox-flags';

export interface FrameViewProps {
  src: string;
  title: string;
  /** What the loading state says until the document has loaded. */
  loadingLabel: string;
  /** The element's identity (default `src`): a new one remounts it, the one way to reload a cross-origin document. */
  frameKey?: string;
  /** The sandbox's flags (`sandboxFor`'s default: the payment frame's). */
  flags?: readonly SandboxFlag[];
  frameRef?: RefObject<HTMLIFrameElement | null>;
  /** Loaded before its load event says so (the outreach app's handshake came first). */
  ready?: boolean;
  /** The frame's size; it is a block as wide as its box, without a border. */
  frameStyle: CSSProperties;
  /** The box around the loading state and the frame. */
  boxProps?: BoxProps;
}

/** THE frame of a page from elsewhere: sandboxed, busy and announced as loading until its document loads. */
export function FrameView({
  src,
  title,
  loadingLabel,
  frameKey = src,
  flags,
  frameRef,
  ready = false,
  frameStyle,
  boxProps,
}: FrameViewProps) {
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const loaded = ready || loadedKey === frameKey;
  return (
    <Box width="100%" {...boxProps}>
      {loaded ? null : <FrameLoading label={loadingLabel} />}
      <iframe
        key={frameKey}
        ref={frameRef}
        src={src}
        title={title}
        sandbox={sandboxFor(src, window.location.origin, flags)}
        aria-busy={!loaded}
        onLoad={() => setLoadedKey(frameKey)}
        style={{ display: 'block', width: '100%', border: 0, ...frameStyle }}
      />
    </Box>
  );
}
