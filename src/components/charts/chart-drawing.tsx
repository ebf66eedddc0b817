import type { ReactNode, RefObject } from 'react';

interface ChartDrawingProps {
  /** The element whose width the chart is drawn to, and that width (useElementWidth's ref and width). */
  frameRef: RefObject<HTMLDivElement | null>;
  width: number;
  ariaLabel: string;
  height: number;
  /** The drawing: shown once the width is known (a drawing 0 pixels wide has nowhere to put its parts). */
  children: ReactNode;
}

/**
 * A chart's one named image. The drawing is hidden from assistive technology (the figure's summary and
 * data table say what it shows); nivo passes no aria-hidden to its SVG, hence the wrapper.
 */
export function ChartDrawing({ frameRef, width, ariaLabel, height, children }: ChartDrawingProps) {
  return (
    <div ref={frameRef} role="img" aria-label={ariaLabel} style={{ height, width: '100%' }}>
      <div aria-hidden="true">{width > 0 ? children : null}</div>
    </div>
  );
}
