import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { paths } from '@/config/paths';
import enNavigation from '@/locales/en/navigation.json';
import esNavigation from '@/locales/es/navigation.json';

recordedDemoBackend();
afterEach(() => onlineManager.setOnline(true));

describe('the offline notice (issue 8)', () => {
  it.each([
    ['en', enNavigation],
    ['es', esNavigation],
  ] as const)(
    'says "offline" in the shell while the network is gone, and goes when it returns (%s)',
    async (language, navigation) => {
      const title = navigation.home.title;
      await renderApp(undefined, { url: paths.home.href(), language });
      await screen.findByRole('heading', { level: 1, name: title });
      // Home paints before the companies answer: the shell settles (the drawer's links) before the test goes on.
      await within(screen.getByRole('navigation', { name: navigation.drawer.label })).findAllByRole('link');
      expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();

      act(() => onlineManager.setOnline(false));
      expect(screen.getByTestId('offline-notice')).toHaveTextContent(/offline/);

      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument());
    },
  );
});
