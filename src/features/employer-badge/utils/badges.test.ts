// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { badgeFor, badgeImage, embedCode, escapeHtml, type BadgeKind } from './badges';

/** Parses `html` as a browser does into a fragment (no scripts run). */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const KINDS: BadgeKind[] = ['topDiversityEmployer', 'employerMember'];

describe('badgeFor', () => {
  it('gives Top Diversity Employer to a top employer and Employer Member to every other company', () => {
    expect(badgeFor({ top_employer: true })).toBe('topDiversityEmployer');
    expect(badgeFor({ top_employer: false })).toBe('employerMember');
    expect(badgeFor(null)).toBe('employerMember');
  });
});

describe('embedCode', () => {
  it('is a link to the public listing around the badge image from the app’s origin, never to the portal', () => {
    const href = 'https://www.example.com/employers/42';
    expect(
      embedCode({ origin: 'https://portal.example.com', href, kind: 'topDiversityEmployer', alt: 'Top badge' }),
    ).toBe(
      '<a href="https://www.example.com/employers/42" target="_blank" rel="noopener">' +
        '<img src="https://portal.example.com/badges/top-diversity-employer.svg" alt="Top badge" width="240" height="240"></a>',
    );
    const member = embedCode({ origin: 'http://localhost:4330/', href, kind: 'employerMember', alt: 'Member' });
    expect(member).toContain('src="http://localhost:4330/badges/employer-member.svg"');
    expect(member).not.toContain('href="http://localhost:4330');
  });

  it('is valid HTML whose attribute values stay in their attributes, whatever the alt text and origin', () => {
    const alt = `Smith & "Sons" <script>alert('x')</script> > 'quoted'`;
    const origin = 'https://a.example/"><script>bad()</script>';
    const href = 'https://b.example/?a=1&b="><script>bad()</script>';
    for (const kind of KINDS) {
      const code = embedCode({ origin, href, kind, alt });
      expect(code).not.toMatch(/<script/i);
      const fragment = parse(code);
      expect(fragment.childNodes).toHaveLength(1);
      const link = fragment.firstElementChild as HTMLAnchorElement;
      expect(link.tagName).toBe('A');
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('rel')).toBe('noopener');
      expect(link.childNodes).toHaveLength(1);
      const image = link.firstElementChild as HTMLImageElement;
      expect(image.tagName).toBe('IMG');
      expect(image.getAttribute('alt')).toBe(alt);
      expect(image.getAttribute('src')).toBe(`${origin}${badgeImage(kind).path}`);
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['240', '240']);
      expect(fragment.querySelectorAll('*')).toHaveLength(2);
    }
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('the badge images served with the app (public/badges)', () => {
  it.each(KINDS)('%s is an SVG of the size the embed code says, with the badge name as its <title>', (kind) => {
    const image = badgeImage(kind);
    const svg = parse(readFileSync(`public${image.path}`, 'utf8')).querySelector('svg');
    expect(svg?.getAttribute('width')).toBe(String(image.width));
    expect(svg?.getAttribute('height')).toBe(String(image.height));
    expect(svg?.querySelector('title')?.textContent).toBe(
      kind === 'topDiversityEmployer' ? 'Top Diversity Employer' : 'Employer Member',
    );
  });
});
