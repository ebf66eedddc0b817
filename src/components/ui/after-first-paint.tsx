import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { LazyPart } from './lazy-part';

/**
 * `children` (a lazyPart) asked for only once the page has painted, so its download does not hold up that
 * paint; `placeholder` shows until then, while it downloads, and while it cannot load (LazyPart).
 */
export function AfterFirstPaint({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  if (!painted) return placeholder;
  return <LazyPart placeholder={placeholder}>{children}</LazyPart>;
}
