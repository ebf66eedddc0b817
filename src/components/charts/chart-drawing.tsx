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
 * The one image of a chart, named, around its drawing. The drawing is hidden from assistive technology:
 * this image's name, the figure's summary and its data table say what it shows (chart-figure.tsx); its
 * text alone (ticks, labels) would not. nivo passes no aria-hidden to its SVG, hence the wrapper.
 */
export function ChartDrawing({ frameRef, ariaLabel, height, children }: ChartDrawingProps) {
  return (
    <div ref={frameRef} role="img" aria-label={ariaLabel} style={{ height, width: '100%' }}>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
