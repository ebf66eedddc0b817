import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { LazyPart } from './lazy-part';

/** `children` (a lazyPart) requested only after the page has painted, so its download does not delay it. */
export function AfterFirstPaint({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  if (!painted) return placeholder;
  return <LazyPart placeholder={placeholder}>{children}</LazyPart>;
}
