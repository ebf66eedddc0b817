import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { clickOn, controlNamed } from '../../../../tests/support/screen-dom';
import { screenHarness } from '../../../../tests/support/screen-harness';
import { notifyError, snackbar, Toaster } from '@/components/ui/toaster';
import { toaster } from '@/components/ui/toaster-view';
import type { Company } from '@/generated/model';
import { configureClipboard } from '@/lib/clipboard';
import { initI18n } from '@/lib/i18n';
import { embedCode } from '../utils/badges';
import { EmployerBadgePage } from './employer-badge-page';

/**
 * The Employer Badge screen: which badge the selected company's `top_employer` gives, its image and copy,
 * the embed code shown as text, and the copy buttons (the clipboard write, the snackbar, the logged refusal
 * and the copy-by-hand fallback of a browser without a clipboard). The real clipboard, the served image
 * and axe are proved in a browser (tests/e2e/employer-badge.spec.ts and the accessibility sweep).
 */
const selected = vi.hoisted(() => ({ company: null as Company | null }));
vi.mock('@/lib/session/session-provider', async () => {
  const { readySession } = await import('../../../../tests/support/screen-session');
  return { useSession: () => readySession(selected.company ? { company: selected.company } : {}) };
});

const TOP_EMPLOYER: Company = { ...demoCompanies.acme, top_employer: true };
const MEMBER: Company = demoCompanies.beta;
const COPIED = 'Text copied to clipboard!';
const UNAVAILABLE = 'Copying is not available in this browser. Select the text and copy it yourself.';

const harness = screenHarness();
/** The clipboard notices as the app wires them (the real snackbar and error toast), spied on. */
const copied = vi.fn(snackbar);
const unavailable = vi.fn(notifyError);
let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeAll(async () => {
  configureClipboard({ copied, unavailable });
  await initI18n(['en']);
});

beforeEach(() => {
  copied.mockClear();
  unavailable.mockClear();
  writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  window.getSelection()?.removeAllRanges();
  toaster.remove();
});

async function show(company: Company) {
  selected.company = company;
  await harness.show(
    <>
      <EmployerBadgePage title="Employer Badge" />
      <Toaster />
    </>,
  );
}

const container = () => harness.container;
const badge = () => container().querySelector('[data-testid="employer-badge"]')!;
const codeBlock = () => container().querySelector<HTMLElement>('[data-testid="embed-code"]')!;
const post = (platform: string) => container().querySelector(`[data-testid="post-${platform}"]`)?.textContent ?? '';
const headings = () => [...container().querySelectorAll('h1, h2, h3')].map((heading) => heading.textContent);

describe('EmployerBadgePage: the badge', () => {
  it('shows the Top Diversity Employer badge, its image and its 12+ month copy to a top employer', async () => {
    await show(TOP_EMPLOYER);
    expect(headings()).toEqual([
      'Employer Badge',
      'Top Diversity Employer',
      'Embed code',
      'Social media posts',
      'LinkedIn',
      'X (Twitter)',
      'Facebook',
    ]);
    const image = badge().querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/badges/top-diversity-employer.svg');
    expect(image.getAttribute('alt')).toBe('Top Diversity Employer badge');
    expect(badge().textContent).toContain(
      'recognizes employers that have kept their subscription for 12 months or more',
    );
    expect(container().textContent).not.toContain('Employer Member');
    for (const platform of ['linkedin', 'x', 'facebook']) {
      expect(post(platform)).toContain('Acme Health');
      expect(post(platform)).toContain('Top Diversity Employer');
    }
    expect(post('x').length).toBeLessThanOrEqual(280);
  });

  it('shows the Employer Member badge to every other company', async () => {
    await show(MEMBER);
    const image = badge().querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/badges/employer-member.svg');
    expect(image.getAttribute('alt')).toBe('Employer Member badge');
    expect(headings()[1]).toBe('Employer Member');
    expect(badge().textContent).toContain('part of our diversity recruiting network');
    expect(post('linkedin')).toContain('Beta Logistics is proud to be an Employer Member');
    expect(container().textContent).not.toContain('recognizes employers that have kept');
  });

  it('shows the embed code of the badge from this origin as text in a code block', async () => {
    await show(TOP_EMPLOYER);
    const code = embedCode({
      origin: window.location.origin,
      kind: 'topDiversityEmployer',
      alt: 'Top Diversity Employer badge',
    });
    expect(codeBlock().tagName).toBe('PRE');
    expect(codeBlock().querySelector('code')?.textContent).toBe(code);
    expect(code).toContain(`<img src="${window.location.origin}/badges/top-diversity-employer.svg"`);
    // Shown escaped: the markup is text, never an element of the page.
    expect(codeBlock().querySelector('a, img')).toBeNull();
    expect(codeBlock().innerHTML).toContain('&lt;a href=');

    await show(MEMBER);
    expect(codeBlock().textContent).toContain(`/badges/employer-member.svg" alt="Employer Member badge"`);
  });
});

describe('EmployerBadgePage: copying', () => {
  it("Copy embed code writes exactly the code and shows 'Text copied to clipboard!'", async () => {
    await show(TOP_EMPLOYER);
    await clickOn(controlNamed(container(), 'Copy embed code'));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]![0]).toBe(codeBlock().textContent);
    expect(copied.mock.calls).toEqual([[COPIED]]);
    await vi.waitFor(() => expect(document.body.textContent).toContain(COPIED));
    expect(unavailable).not.toHaveBeenCalled();
  });

  it('each post’s Copy button writes that post', async () => {
    await show(MEMBER);
    await clickOn(controlNamed(container(), 'Copy X (Twitter) post'));
    await clickOn(controlNamed(container(), 'Copy Facebook post'));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText.mock.calls.map(([text]) => text)).toEqual([post('x'), post('facebook')]);
    expect(copied).toHaveBeenCalledTimes(2);
  });

  it('a refused write is only logged: no snackbar, no error', async () => {
    writeText.mockRejectedValue(new DOMException('Document is not focused.', 'NotAllowedError'));
    await show(TOP_EMPLOYER);
    await clickOn(controlNamed(container(), 'Copy embed code'));
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(copied).not.toHaveBeenCalled();
    expect(unavailable).not.toHaveBeenCalled();
    expect(window.getSelection()?.toString()).toBe('');
  });

  it('without a clipboard it says so and selects the code for copying by hand', async () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    await show(TOP_EMPLOYER);
    await clickOn(controlNamed(container(), 'Copy embed code'));
    await vi.waitFor(() => expect(unavailable.mock.calls).toEqual([[UNAVAILABLE]]));
    await vi.waitFor(() => expect(document.body.textContent).toContain(UNAVAILABLE));
    expect(document.activeElement).toBe(codeBlock());
    expect(window.getSelection()?.toString()).toBe(codeBlock().textContent);
    expect(copied).not.toHaveBeenCalled();
  });
});
