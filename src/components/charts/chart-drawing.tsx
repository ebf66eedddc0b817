import type { ReactNode, RefObject } from 'react';

interface ChartDrawingProps {
  /** The element whose width the chart is drawn to (useElementWidth's ref). */
  frameRef: RefObject<HTMLDivElement | null>;
  ariaLabel: string;
  height: number;
  /** The drawing, once the width is known. */
  children: ReactNode;
}

/**
 * A chart's one named image. The drawing is hidden from assistive technology (the figure's summary and
 * data table say what it shows); nivo passes no aria-hidden to its SVG, hence the wrapper.
 */
export function ChartDrawing({ frameRef, ariaLabel, height, children }: ChartDrawingProps) {
  return (
    <div ref={frameRef} role="img" aria-label={ariaLabel} style={{ height, width: '100%' }}>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
