import * as nivoCore from '@nivo/core';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';

/**
 * What an SVG draws, as sorted lines of text: each line, text, rect and path with its place on the
 * drawing (the translations of its groups added up), its colours and its text. Two drawings with the
 * same list look the same, however their groups are nested. Used to hold the charts' plain layers to
 * nivo's own (src/components/charts/plain-layers.tsx).
 */
const round = (value: number) => Math.round(value * 100) / 100;

function translationOf(element: Element): { x: number; y: number; rotate: number } {
  const transform = element.getAttribute('transform') ?? '';
  const translate = /translate\(\s*([-\d.e]+)[\s,]+([-\d.e]+)\s*\)/.exec(transform);
  const rotate = /rotate\(\s*([-\d.e]+)\s*\)/.exec(transform);
  return { x: Number(translate?.[1] ?? 0), y: Number(translate?.[2] ?? 0), rotate: Number(rotate?.[1] ?? 0) };
}

function placeOf(element: Element): { x: number; y: number; rotate: number } {
  let x = 0;
  let y = 0;
  let rotate = 0;
  for (let node: Element | null = element; node && node.tagName.toLowerCase() !== 'svg'; node = node.parentElement) {
    const own = translationOf(node);
    x += own.x;
    y += own.y;
    rotate += own.rotate;
  }
  return { x, y, rotate };
}

const attribute = (element: Element, name: string, style: string) =>
  element.getAttribute(name) ?? ((element as SVGElement).style?.getPropertyValue(style) || '');

const number = (element: Element, name: string) => round(Number(element.getAttribute(name) ?? 0));

export function svgGeometry(root: Element): string[] {
  const shapes = [...root.querySelectorAll('line, text, rect, path')].map((element) => {
    const place = placeOf(element);
    const at = (dx: number, dy: number) => `${round(place.x + dx)},${round(place.y + dy)}`;
    const stroke = attribute(element, 'stroke', 'stroke');
    const fill = attribute(element, 'fill', 'fill');
    switch (element.tagName.toLowerCase()) {
      case 'line':
        return `line ${at(number(element, 'x1'), number(element, 'y1'))} ${at(number(element, 'x2'), number(element, 'y2'))} stroke=${stroke}`;
      case 'rect':
        return `rect ${at(number(element, 'x'), number(element, 'y'))} ${number(element, 'width')}x${number(element, 'height')} fill=${fill}`;
      case 'path':
        return `path ${at(0, 0)} d=${element.getAttribute('d')} fill=${fill} stroke=${stroke}`;
      default:
        return [
          `text "${element.textContent}" ${at(number(element, 'x'), number(element, 'y'))}`,
          `rotate=${place.rotate}`,
          `anchor=${attribute(element, 'text-anchor', 'text-anchor') || 'start'}`,
          `baseline=${attribute(element, 'dominant-baseline', 'dominant-baseline') || 'auto'}`,
          `fill=${fill}`,
          `size=${(element as SVGElement).style.fontSize}`,
        ].join(' ');
    }
  });
  return shapes.sort();
}

// nivo's layers read the motion settings its charts provide (exported, but missing from its types).
const { MotionConfigProvider } = nivoCore as unknown as {
  MotionConfigProvider: ComponentType<{ animate: boolean; children: ReactNode }>;
};

/** Renders `chart` with nivo's motion off, as our charts run, and returns what it draws (svgGeometry). */
export function drawnShapes(chart: ReactNode): string[] {
  const { container, unmount } = render(<MotionConfigProvider animate={false}>{chart}</MotionConfigProvider>);
  const shapes = svgGeometry(container);
  unmount();
  return shapes;
}
