/**
 * A chart as a PNG image, for exports. The SVG is copied with its computed styles inline and drawn from a
 * `data:` URL onto a canvas: no eval and no network (a CSP needs only `img-src data:`).
 */

export interface ChartImageOptions {
  /** Pixel density of the image (2 = twice the on-screen size). Default 2. */
  scale?: number;
  /** Fill behind the chart; PNGs are otherwise transparent. Default white. */
  background?: string | null;
}

const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
] as const;

const SVG_NS = 'http://www.w3.org/2000/svg';

function sizeOf(svg: SVGSVGElement): { width: number; height: number } {
  const box = svg.getBoundingClientRect();
  const width = box.width || Number(svg.getAttribute('width')) || 0;
  const height = box.height || Number(svg.getAttribute('height')) || 0;
  return { width, height };
}

/** A standalone SVG document of the chart, with every element's computed look written inline. */
export function serializeChartSvg(svg: SVGSVGElement, options: Pick<ChartImageOptions, 'background'> = {}): string {
  const { width, height } = sizeOf(svg);
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  const view = svg.ownerDocument.defaultView;
  originals.forEach((original, index) => {
    const target = copies[index];
    if (!view || !(target instanceof view.Element)) return;
    const computed = view.getComputedStyle(original);
    const inline: string[] = [];
    for (const property of STYLE_PROPERTIES) {
      const value = computed.getPropertyValue(property);
      if (value) inline.push(`${property}:${value}`);
    }
    const own = target.getAttribute('style');
    target.setAttribute('style', [inline.join(';'), own].filter(Boolean).join(';'));
  });
  copy.setAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns', SVG_NS);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  copy.removeAttribute('role');
  const background = options.background === undefined ? '#FFFFFF' : options.background;
  if (background) {
    const rect = svg.ownerDocument.createElementNS(SVG_NS, 'rect');
    rect.setAttribute('width', '100%');
    rect.setAttribute('height', '100%');
    rect.setAttribute('fill', background);
    copy.insertBefore(rect, copy.firstChild);
  }
  return new XMLSerializer().serializeToString(copy);
}

export function svgDataUrl(markup: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

function loadImage(source: string, document: Document): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = document.createElement('img');
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn as an image.'));
    image.src = source;
  });
}

/** The chart drawn into a PNG blob at `scale` times its on-screen size. */
export async function chartToPngBlob(svg: SVGSVGElement, options: ChartImageOptions = {}): Promise<Blob> {
  const scale = options.scale ?? 2;
  const { width, height } = sizeOf(svg);
  const document = svg.ownerDocument;
  const image = await loadImage(svgDataUrl(serializeChartSvg(svg, options)), document);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be created.'))), 'image/png');
  });
}
