import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import type * as EnvModule from '@/config/env';
import { paths } from '@/config/paths';
import { ContactPage } from './contact-page';

/** A deployment's own customer-support address (VITE_SUPPORT_EMAIL), not the demo's default. */
const SUPPORT = 'help-desk@example.org';
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: { ...actual.env, supportEmail: 'help-desk@example.org' } };
});

recordedDemoBackend();

it('/contact writes to the configured customer-support address, for support and for feedback', async () => {
  await renderApp(<ContactPage companyName="Beta Logistics" accountManagerEmail="am@example.test" />, {
    url: paths.contact.href(),
  });
  const link = (name: string) => screen.getByRole('link', { name });
  expect(link('Email Customer Support')).toHaveAttribute(
    'href',
    `mailto:${SUPPORT}?subject=${encodeURIComponent('Support request from Beta Logistics')}`,
  );
  expect(link('Send Feedback')).toHaveAttribute(
    'href',
    `mailto:${SUPPORT}?subject=${encodeURIComponent('Portal feedback from Beta Logistics')}`,
  );
  expect(screen.getByText(`Customer support: ${SUPPORT}`)).toBeInTheDocument();
});
