import { useTranslation } from 'react-i18next';
import { FrameView } from './frame-view';

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
  return <FrameView src={src} title={title} loadingLabel={t('loadingPage')} frameStyle={{ height }} />;
}
