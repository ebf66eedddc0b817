import { portalSystem } from '@/app/theme';
import { contrastRatio } from '@/components/charts/chart-math';

type TokenLookup = { getByName: (name: string) => { value: string } | undefined };

/**
 * A colour of the portal's theme as #RRGGBB: a token (`fg.muted`, `gray.600`), semantic tokens followed to
 * their scale, or what a style computes to (`var(--chakra-colors-fg-muted)`, `rgb(82, 82, 91)`).
 */
export function themeHex(colour: string): string {
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*1)?\)$/.exec(colour.trim());
  if (rgb) {
    const channels = rgb.slice(1, 4).map((channel) => Number(channel).toString(16).padStart(2, '0'));
    return `#${channels.join('')}`;
  }
  const variable = /^var\(--chakra-colors-(.+)\)$/.exec(colour.trim());
  const name = variable ? variable[1]!.replace(/-/g, '.') : colour;
  const token = (portalSystem().tokens as unknown as TokenLookup).getByName(`colors.${name}`);
  if (!token) throw new Error(`The theme has no colour ${colour}`);
  return /^var\(/.test(token.value) ? themeHex(token.value) : token.value;
}

/** The WCAG contrast ratio of two colours of the theme (tokens, or what styles compute to). */
export function themeContrast(a: string, b: string): number {
  return contrastRatio(themeHex(a), themeHex(b));
}
