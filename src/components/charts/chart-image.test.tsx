import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartToPngBlob, serializeChartSvg, svgDataUrl } from './chart-image';

function drawChart(): SVGSVGElement {
  document.body.innerHTML = `
    <style>.bar { fill: rgb(0, 103, 210); } text { font-size: 14px; }</style>
    <svg width="200" height="100" role="presentation">
      <rect class="bar" width="50" height="20"></rect>
      <text x="60" y="10" style="font-weight: 600">42.0%</text>
    </svg>`;
  return document.querySelector('svg') as SVGSVGElement;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('serializeChartSvg', () => {
  it('writes a standalone SVG with the computed look inline and a background', () => {
    const markup = serializeChartSvg(drawChart());
    const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
    expect(markup).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(parsed.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(parsed.getAttribute('width')).toBe('200');
    expect(parsed.getAttribute('viewBox')).toBe('0 0 200 100');
    expect(parsed.hasAttribute('role')).toBe(false);
    const [background, bar, text] = [...parsed.children];
    expect(background?.getAttribute('fill')).toBe('#FFFFFF');
    // The class rule would be lost outside the page: its result is now inline.
    expect(bar?.getAttribute('style')).toContain('fill:rgb(0, 103, 210)');
    expect(text?.getAttribute('style')).toContain('font-size:14px');
    expect(text?.getAttribute('style')).toContain('font-weight: 600');
    expect(text?.textContent).toBe('42.0%');
  });

  it('leaves the background out when asked', () => {
    const markup = serializeChartSvg(drawChart(), { background: null });
    expect(markup).not.toContain('#FFFFFF');
  });

  it('does not change the chart on screen', () => {
    const svg = drawChart();
    const before = svg.outerHTML;
    serializeChartSvg(svg);
    expect(svg.outerHTML).toBe(before);
  });
});

describe('chartToPngBlob', () => {
  it('draws the serialized chart on a canvas at the requested scale and returns a PNG', async () => {
    const svg = drawChart();
    const sources: string[] = [];
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value) {
      sources.push(value);
      queueMicrotask(() => this.onload?.(new Event('load')));
    });
    const context = { scale: vi.fn(), drawImage: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const canvases: HTMLCanvasElement[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type) {
      canvases.push(this);
      done(new Blob(['png'], { type: type ?? '' }));
    });

    const blob = await chartToPngBlob(svg, { scale: 3 });

    expect(blob.type).toBe('image/png');
    expect(sources).toEqual([svgDataUrl(serializeChartSvg(svg))]);
    expect(canvases[0]?.width).toBe(600);
    expect(canvases[0]?.height).toBe(300);
    expect(context.scale).toHaveBeenCalledWith(3, 3);
    expect(context.drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 0, 0, 200, 100);
  });

  it('fails when the image cannot be drawn', async () => {
    const svg = drawChart();
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
      queueMicrotask(() => this.onerror?.(new Event('error')));
    });
    await expect(chartToPngBlob(svg)).rejects.toThrow('could not be drawn');
  });
});
