import { act, screen } from '@testing-library/react';
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
    ['en', enNavigation.home.title],
    ['es', esNavigation.home.title],
  ] as const)(
    'says "offline" in the shell while the network is gone, and goes when it returns (%s)',
    async (language, title) => {
      await renderApp(undefined, { url: paths.home.href(), language });
      await screen.findByRole('heading', { level: 1, name: title });
      expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();

      act(() => onlineManager.setOnline(false));
      expect(screen.getByTestId('offline-notice')).toHaveTextContent(/offline/);

      act(() => onlineManager.setOnline(true));
      expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    },
  );
});
