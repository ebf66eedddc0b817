import { seededRandom } from '../lib/content-random';
import { paletteColor, renderPng, type Rect, type Rgb } from './png';

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [31, 41, 55];
const MUTED: Rgb = [156, 163, 175];
const CHROME: Rgb = [229, 231, 235];

/** Grey bars standing in for lines of text. */
function textLines(random: () => number, x: number, y: number, maxWidth: number, count: number, color: Rgb): Rect[] {
  return Array.from({ length: count }, (_, line) => ({
    x,
    y: y + line * 18,
    width: Math.round(maxWidth * (0.55 + random() * 0.45)),
    height: 8,
    color,
  }));
}

/** A browser window showing a job posting: the job screenshots of the document center. */
export function jobScreenshotPng(seed: number): Uint8Array {
  const random = seededRandom(seed);
  const brand = paletteColor(seed);
  const rects: Rect[] = [
    { x: 0, y: 0, width: 960, height: 44, color: CHROME },
    { x: 16, y: 16, width: 12, height: 12, color: [239, 68, 68] },
    { x: 36, y: 16, width: 12, height: 12, color: [245, 158, 11] },
    { x: 56, y: 16, width: 12, height: 12, color: [34, 197, 94] },
    { x: 90, y: 12, width: 620, height: 20, color: WHITE },
    { x: 0, y: 44, width: 960, height: 64, color: brand },
    { x: 32, y: 64, width: 180, height: 24, color: WHITE },
    { x: 32, y: 136, width: 420 + Math.round(random() * 200), height: 22, color: INK },
    { x: 32, y: 170, width: 220, height: 10, color: MUTED },
    ...textLines(random, 32, 210, 600, 12, MUTED),
    { x: 32, y: 450, width: 150, height: 40, color: brand },
    { x: 700, y: 136, width: 228, height: 240, color: [243, 244, 246] },
    ...textLines(random, 716, 156, 196, 9, MUTED),
  ];
  return renderPng(960, 540, WHITE, rects);
}

/** A banner in one of the palette colours: the observance images and PNG attachments. */
export function bannerPng(seed: number, width = 640, height = 320): Uint8Array {
  const random = seededRandom(seed);
  const base = paletteColor(seed);
  const accent = paletteColor(seed + 3);
  const rects: Rect[] = [];
  const stripes = 5 + Math.floor(random() * 5);
  for (let stripe = 0; stripe < stripes; stripe++) {
    const size = 20 + random() * 60;
    rects.push({ x: random() * width, y: -10, width: size, height: height + 20, color: stripe % 2 ? accent : WHITE });
  }
  rects.push({ x: width * 0.08, y: height * 0.62, width: width * 0.6, height: 22, color: WHITE });
  rects.push({ x: width * 0.08, y: height * 0.62 + 34, width: width * 0.4, height: 12, color: WHITE });
  return renderPng(width, height, base, rects);
}
