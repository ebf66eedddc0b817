import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  color: Rgb;
}

/** A PNG of flat rectangles painted in order over a background: enough for demo images. */
export function renderPng(width: number, height: number, background: Rgb, rects: readonly Rect[]): Uint8Array {
  const png = new PNG({ width, height, colorType: 2, inputHasAlpha: true });
  const paint = (x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb) => {
    const left = Math.max(0, Math.floor(x0));
    const top = Math.max(0, Math.floor(y0));
    const right = Math.min(width, Math.floor(x0 + w));
    const bottom = Math.min(height, Math.floor(y0 + h));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const offset = (y * width + x) * 4;
        png.data[offset] = r;
        png.data[offset + 1] = g;
        png.data[offset + 2] = b;
        png.data[offset + 3] = 255;
      }
    }
  };
  paint(0, 0, width, height, background);
  for (const rect of rects) paint(rect.x, rect.y, rect.width, rect.height, rect.color);
  return new Uint8Array(PNG.sync.write(png));
}

const PALETTE: readonly Rgb[] = [
  [0, 103, 210],
  [12, 87, 6],
  [146, 64, 14],
  [109, 40, 217],
  [190, 24, 93],
  [15, 118, 110],
  [180, 83, 9],
  [30, 64, 175],
];

/** A colour of the demo palette (the theme's primary and secondary first). */
export function paletteColor(index: number): Rgb {
  return PALETTE[Math.abs(index) % PALETTE.length] ?? [0, 103, 210];
}
