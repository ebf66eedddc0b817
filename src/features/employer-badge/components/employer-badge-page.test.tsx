import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { spiedClipboard } from '@tests/support/clipboard';
import { ACME, BETA, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { embedCode } from '../utils/badges';
import { EmployerBadgePage } from './employer-badge-page';

/**
 * The Employer Badge screen: which badge the selected company's `top_employer` gives (the seed's Acme Health
 * is a top employer, Beta Logistics is not), its image and copy, the embed code shown as text, and the copy
 * buttons (the clipboard write, the snackbar, the logged refusal and the copy-by-hand fallback of a browser
 * without a clipboard). The real clipboard, the served image and axe are proved in a browser
 * (tests/e2e/employer-badge.spec.ts and the accessibility sweep).
 */
recordedDemoBackend();

const TOP_EMPLOYER = ACME;
const MEMBER = BETA;
const COPIED = 'Text copied to clipboard!';
const UNAVAILABLE = 'Copying is not available in this browser. Select the text and copy it yourself.';

const { copied, unavailable, writeText, setClipboard } = spiedClipboard();

afterEach(() => window.getSelection()?.removeAllRanges());

/** The screen for a company; the browser's clipboard is the test's spy (or none). */
async function show(companyId: number, clipboard: 'spy' | 'none' = 'spy') {
  const app = await renderApp(
    <>
      <EmployerBadgePage />
      <Toaster />
    </>,
    { companyId, url: paths.accountEmployerBadge.href() },
  );
  setClipboard(clipboard === 'spy');
  return app;
}

const badge = () => screen.getByTestId('employer-badge');
const codeBlock = () => screen.getByTestId('embed-code');
const post = (platform: string) => screen.getByTestId(`post-${platform}`).textContent ?? '';
const headings = () => screen.getAllByRole('heading').map((heading) => heading.textContent);
const badgeImage = () => within(badge()).getByRole('img');

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
    expect(badgeImage()).toHaveAttribute('src', '/badges/top-diversity-employer.svg');
    expect(badgeImage()).toHaveAccessibleName('Top Diversity Employer badge');
    expect(badge()).toHaveTextContent('recognizes employers that have kept their subscription for 12 months or more');
    expect(document.body).not.toHaveTextContent('Employer Member');
    for (const platform of ['linkedin', 'x', 'facebook']) {
      expect(post(platform)).toContain('Acme Health');
      expect(post(platform)).toContain('Top Diversity Employer');
    }
    expect(post('x').length).toBeLessThanOrEqual(280);
  });

  it('shows the Employer Member badge to every other company', async () => {
    await show(MEMBER);
    expect(badgeImage()).toHaveAttribute('src', '/badges/employer-member.svg');
    expect(badgeImage()).toHaveAccessibleName('Employer Member badge');
    expect(headings()[1]).toBe('Employer Member');
    expect(badge()).toHaveTextContent('part of our diversity recruiting network');
    expect(post('linkedin')).toContain('Beta Logistics is proud to be an Employer Member');
    expect(document.body).not.toHaveTextContent('recognizes employers that have kept');
  });

  it('shows the embed code as text: the badge from this origin, linking to the configured public listing', async () => {
    await show(TOP_EMPLOYER);
    const listing = env.employerListingUrl.replace('{companyId}', String(TOP_EMPLOYER));
    const code = embedCode({
      origin: window.location.origin,
      href: listing,
      kind: 'topDiversityEmployer',
      alt: 'Top Diversity Employer badge',
    });
    expect(codeBlock().tagName).toBe('PRE');
    expect(within(codeBlock()).getByRole('code')).toHaveTextContent(code, { normalizeWhitespace: false });
    expect(code).toContain(`<img src="${window.location.origin}/badges/top-diversity-employer.svg"`);
    // The link goes to the public page, never to the portal, where a candidate would meet a sign-in page.
    expect(listing).toMatch(/^https:\/\/[^{}]+$/);
    expect(codeBlock().textContent).toContain(`<a href="${listing}"`);
    expect(codeBlock().textContent).not.toContain(`href="${window.location.origin}`);
    // Shown escaped: the markup is text, never an element of the page.
    expect(within(codeBlock()).queryByRole('link')).not.toBeInTheDocument();
    expect(within(codeBlock()).queryByRole('img')).not.toBeInTheDocument();
    expect(codeBlock().innerHTML).toContain('&lt;a href=');

    await show(MEMBER);
    expect(codeBlock().textContent).toContain(`/badges/employer-member.svg" alt="Employer Member badge"`);
    expect(codeBlock().textContent).toContain(
      `<a href="${env.employerListingUrl.replace('{companyId}', String(MEMBER))}"`,
    );
  });
});

describe('EmployerBadgePage: copying', () => {
  it("Copy embed code writes exactly the code and shows 'Text copied to clipboard!'", async () => {
    const { user } = await show(TOP_EMPLOYER);
    await user.click(screen.getByRole('button', { name: 'Copy embed code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]![0]).toBe(codeBlock().textContent);
    expect(copied.mock.calls).toEqual([[COPIED]]);
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
    expect(unavailable).not.toHaveBeenCalled();
  });

  it('each post’s Copy button writes that post', async () => {
    const { user } = await show(MEMBER);
    await user.click(screen.getByRole('button', { name: 'Copy X (Twitter) post' }));
    await user.click(screen.getByRole('button', { name: 'Copy Facebook post' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText.mock.calls.map(([text]) => text)).toEqual([post('x'), post('facebook')]);
    expect(copied).toHaveBeenCalledTimes(2);
  });

  it('a refused write is only logged: no snackbar, no error', async () => {
    writeText.mockRejectedValue(new DOMException('Document is not focused.', 'NotAllowedError'));
    const { user } = await show(TOP_EMPLOYER);
    await user.click(screen.getByRole('button', { name: 'Copy embed code' }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(copied).not.toHaveBeenCalled();
    expect(unavailable).not.toHaveBeenCalled();
    expect(window.getSelection()?.toString()).toBe('');
  });

  it('without a clipboard it says so and selects the code for copying by hand', async () => {
    const { user } = await show(TOP_EMPLOYER, 'none');
    await user.click(screen.getByRole('button', { name: 'Copy embed code' }));
    await waitFor(() => expect(unavailable.mock.calls).toEqual([[UNAVAILABLE]]));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(codeBlock()).toHaveFocus();
    expect(window.getSelection()?.toString()).toBe(codeBlock().textContent);
    expect(copied).not.toHaveBeenCalled();
  });
});
