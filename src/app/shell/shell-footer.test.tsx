import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { configuredLegacySite, env } from '@/config/env';
import { paths } from '@/config/paths';
import enCommon from '@/locales/en/common.json';
import en from '@/locales/en/navigation.json';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';

recordedDemoBackend();

/** Spec section 1: "Footer links: terms of use, privacy policy, accessibility, copyright." */
it('links terms of use, privacy policy and accessibility on the legacy site in a new tab, then contact and the copyright', async () => {
  await renderApp(undefined, { url: paths.home.href() });
  const footer = await screen.findByRole('contentinfo');
  const legacy = configuredLegacySite(window.location.origin);
  const links = within(footer).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    [`${en.footer.termsOfUse} ${enCommon.opensInNewTab}`, `${legacy.origin}${legacy.prefix}/terms-of-use`],
    [`${en.footer.privacyPolicy} ${enCommon.opensInNewTab}`, `${legacy.origin}${legacy.prefix}/privacy-policy`],
    [`${en.footer.accessibility} ${enCommon.opensInNewTab}`, `${legacy.origin}${legacy.prefix}/accessibility`],
    [en.routes.contact, paths.contact.href()],
  ]);
  for (const link of links.slice(0, 3)) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${env.productName}. All rights reserved.`);
});
