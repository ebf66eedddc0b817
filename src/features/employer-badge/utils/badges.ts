import type { Company } from '@/generated/model';

/**
 * The employer badges (issue 11): a company with `top_employer` shows the Top Diversity Employer badge,
 * every other company the Employer Member badge. The images are served with the app from /badges/.
 */
export type BadgeKind = 'topDiversityEmployer' | 'employerMember';

/** The social networks a ready-to-post text is written for, in the order the page lists them. */
export const SOCIAL_PLATFORMS = ['linkedin', 'x', 'facebook'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export interface BadgeImage {
  /** Path on the app's origin (public/badges/). */
  path: string;
  width: number;
  height: number;
}

const IMAGES: Record<BadgeKind, BadgeImage> = {
  topDiversityEmployer: { path: '/badges/top-diversity-employer.svg', width: 240, height: 240 },
  employerMember: { path: '/badges/employer-member.svg', width: 240, height: 240 },
};

/** The badge of the selected company: Top Diversity Employer when `top_employer`, else Employer Member. */
export function badgeFor(company: Pick<Company, 'top_employer'> | null | undefined): BadgeKind {
  return company?.top_employer === true ? 'topDiversityEmployer' : 'employerMember';
}

export function badgeImage(kind: BadgeKind): BadgeImage {
  return IMAGES[kind];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an HTML attribute value (double-quoted) or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export interface EmbedCodeInput {
  /** The app's origin (`window.location.origin`): the badge image comes from there. */
  origin: string;
  /** Where the badge links: the company's public listing (`employerListingUrl` of src/config), never the portal. */
  href: string;
  kind: BadgeKind;
  /** The image's alternative text on the employer's site. */
  alt: string;
}

/**
 * The HTML an employer pastes into their site: the badge image from the app's origin, linking to the
 * company's public listing (the portal would greet a candidate with its sign-in page). Every attribute
 * value is escaped, so any address or alt text stays inside its attribute.
 */
export function embedCode({ origin, href, kind, alt }: EmbedCodeInput): string {
  const base = origin.replace(/\/+$/, '');
  const image = badgeImage(kind);
  const attribute = (name: string, value: string | number) => `${name}="${escapeHtml(String(value))}"`;
  const link = [attribute('href', href), attribute('target', '_blank'), attribute('rel', 'noopener')];
  const img = [
    attribute('src', `${base}${image.path}`),
    attribute('alt', alt),
    attribute('width', image.width),
    attribute('height', image.height),
  ];
  return `<a ${link.join(' ')}><img ${img.join(' ')}></a>`;
}
