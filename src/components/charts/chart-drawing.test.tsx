import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ChartDrawing } from './chart-drawing';

const drawing = (width: number) => (
  <ChartDrawing frameRef={createRef()} width={width} ariaLabel="Views" height={320}>
    <svg data-testid="drawing" />
  </ChartDrawing>
);

describe('a chart’s drawing frame', () => {
  it('holds the named image at its height, and draws only once its width is known', () => {
    const { rerender } = render(drawing(0));
    expect(screen.getByRole('img', { name: 'Views' })).toHaveStyle({ height: '320px' });
    expect(screen.queryByTestId('drawing')).not.toBeInTheDocument();
    rerender(drawing(640));
    expect(screen.getByTestId('drawing')).toBeInTheDocument();
  });
});
