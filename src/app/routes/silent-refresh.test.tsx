import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';

recordedDemoBackend();

it("/silent-refresh says only 'Redirecting' (spec section 2, Shell), in English and Spanish", async () => {
  await renderApp(undefined, { url: paths.silentRefresh.href() });
  expect(await screen.findByRole('status')).toHaveTextContent(/^Redirecting$/);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

  await renderApp(undefined, { url: paths.silentRefresh.href(), language: 'es' });
  expect(await screen.findByRole('status')).toHaveTextContent(/^Redirigiendo$/);
});
