import { type AnyScale, type ScaleValue, type TicksSpec, centerScale, getScaleTicks } from '@nivo/scales';
import { sanitizeSvgTextStyle, useTheme } from '@nivo/theming';
import type { ReactNode, SVGProps } from 'react';

/**
 * nivo's grid and axes drawn as plain SVG. nivo draws through react-spring even with `animate={false}`,
 * starting springs in a layout effect React cannot slice (TBT, docs/decisions/0054-charts-deferred-plain-svg.md);
 * these keep nivo's geometry and attributes (nivo-axes 0.99) without springs.
 */

/** The parts of nivo's axis props our charts use. */
export interface PlainAxisSpec {
  tickValues?: TicksSpec<ScaleValue>;
  format?: (value: never) => string;
  tickSize?: number;
  tickPadding?: number;
  legend?: string;
  legendOffset?: number;
  /** Draws a tick instead of nivo's line and text, at the tick's place (nivo's `renderTick`, given the value). */
  renderTick?: (value: string | number) => ReactNode;
}

type Position = 'bottom' | 'left';

/** Where a scale puts a value: the middle of its band for band and point scales, as nivo does. */
function positionOf(scale: AnyScale): (value: ScaleValue) => number {
  const position = 'bandwidth' in scale ? centerScale(scale) : scale;
  return (value) => (position as (value: ScaleValue) => number | undefined)(value) ?? 0;
}

const plainValue = (value: ScaleValue): string | number =>
  value instanceof Date ? value.valueOf() : typeof value === 'number' ? value : String(value);
const tickKey = (value: ScaleValue) => `${plainValue(value)}`;

export function PlainGrid({
  width,
  height,
  xScale,
  yScale,
  xValues,
  yValues,
}: {
  width: number;
  height: number;
  xScale?: AnyScale;
  yScale?: AnyScale;
  xValues?: TicksSpec<ScaleValue>;
  yValues?: TicksSpec<ScaleValue>;
}) {
  const theme = useTheme();
  const lineAttributes = theme.grid.line as SVGProps<SVGLineElement>;
  const lines = (scale: AnyScale, values: TicksSpec<ScaleValue> | undefined, axis: 'x' | 'y') => {
    const at = positionOf(scale);
    return (Array.isArray(values) ? values : getScaleTicks(scale, values)).map((value: ScaleValue) => {
      const position = at(value);
      return axis === 'x' ? (
        <line key={tickKey(value)} x1={position} x2={position} y1={0} y2={height} {...lineAttributes} />
      ) : (
        <line key={tickKey(value)} x1={0} x2={width} y1={position} y2={position} {...lineAttributes} />
      );
    });
  };
  return (
    <g>
      {xScale ? lines(xScale, xValues, 'x') : null}
      {yScale ? lines(yScale, yValues, 'y') : null}
    </g>
  );
}

function PlainAxis({
  position,
  scale,
  length,
  offset,
  spec,
}: {
  position: Position;
  scale: AnyScale;
  length: number;
  offset: number;
  spec: PlainAxisSpec;
}) {
  const theme = useTheme();
  const { tickSize = 5, tickPadding = 5, legend, legendOffset = 0, renderTick } = spec;
  const format = spec.format as ((value: ScaleValue) => string) | undefined;
  const horizontal = position === 'bottom';
  const at = positionOf(scale);
  // Bottom ticks hang below the axis, left ticks stand left of it (nivo's 'after' and 'before').
  const line = horizontal ? { x2: 0, y2: tickSize } : { x2: -tickSize, y2: 0 };
  const text = horizontal ? { x: 0, y: tickSize + tickPadding } : { x: -(tickSize + tickPadding), y: 0 };
  const textStyle = sanitizeSvgTextStyle(theme.axis.ticks.text);

  return (
    <g transform={`translate(0,${horizontal ? offset : 0})`}>
      {getScaleTicks(scale, spec.tickValues).map((value: ScaleValue) => {
        const place = horizontal ? `${at(value)},0` : `0,${at(value)}`;
        return (
          <g key={tickKey(value)} transform={`translate(${place})`}>
            {renderTick ? (
              renderTick(plainValue(value))
            ) : (
              <>
                <line x1={0} x2={line.x2} y1={0} y2={line.y2} style={theme.axis.ticks.line} />
                <text
                  dominantBaseline={horizontal ? 'text-before-edge' : 'central'}
                  textAnchor={horizontal ? 'middle' : 'end'}
                  transform={`translate(${text.x},${text.y})`}
                  style={textStyle}
                >
                  {format ? format(value) : tickKey(value)}
                </text>
              </>
            )}
          </g>
        );
      })}
      <line x1={0} x2={horizontal ? length : 0} y1={0} y2={horizontal ? 0 : length} style={theme.axis.domain.line} />
      {legend !== undefined ? (
        <text
          transform={
            horizontal
              ? `translate(${length / 2}, ${legendOffset}) rotate(0)`
              : `translate(${legendOffset}, ${length / 2}) rotate(-90)`
          }
          textAnchor="middle"
          style={{ ...sanitizeSvgTextStyle(theme.axis.legend.text), dominantBaseline: 'central' }}
        >
          {legend}
        </text>
      ) : null}
    </g>
  );
}

/** A chart's bottom and left axes (the only ones our charts show). */
export function PlainAxes({
  width,
  height,
  xScale,
  yScale,
  bottom,
  left,
}: {
  width: number;
  height: number;
  xScale: AnyScale;
  yScale: AnyScale;
  bottom?: PlainAxisSpec;
  left?: PlainAxisSpec;
}) {
  return (
    <>
      {bottom ? <PlainAxis position="bottom" scale={xScale} length={width} offset={height} spec={bottom} /> : null}
      {left ? <PlainAxis position="left" scale={yScale} length={height} offset={0} spec={left} /> : null}
    </>
  );
}
