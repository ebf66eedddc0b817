import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

/**
 * `children` (a lazy part of the page) asked for only once the page has painted, so its download does not
 * hold up that paint; `placeholder` shows until then and while it downloads.
 */
export function AfterFirstPaint({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  if (!painted) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
