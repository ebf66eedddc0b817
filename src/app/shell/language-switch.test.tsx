import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import type * as I18n from '@/lib/i18n';
import { pickLanguage } from '@/lib/i18n';
import { useFormatters } from '@/lib/format';
import { readLanguageChoice } from '@/lib/browser-state/session-preferences';
import { LanguageSwitch } from './language-switch';

vi.mock('@/lib/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof I18n>();
  return { ...actual, pickLanguage: vi.fn(actual.pickLanguage) };
});

recordedDemoBackend();

/** Texts of the shell that follow the language: a top-bar label and a table date. */
function Probe() {
  const { t } = useTranslation('navigation');
  const formatters = useFormatters();
  return (
    <p data-testid="probe">
      {t('topBar.menu')} {formatters.date('2026-03-04')}
    </p>
  );
}

let app: Awaited<ReturnType<typeof renderApp>>;

beforeEach(async () => {
  vi.clearAllMocks();
  localStorage.clear();
  app = await renderApp(
    <>
      <LanguageSwitch />
      <Probe />
    </>,
  );
});

const select = () => screen.getByRole('combobox');
const probe = () => screen.getByTestId('probe').textContent;

async function choose(value: string) {
  await app.user.selectOptions(select(), value);
  // pickLanguage loads the other language's chunks before it switches.
  await vi
    .mocked(pickLanguage)
    .mock.results.at(-1)
    ?.value?.catch(() => undefined);
  // The switch is busy until the change has settled.
  await waitFor(() => expect(select()).not.toHaveAttribute('aria-busy'));
}

describe('LanguageSwitch', () => {
  it('offers English and Español, each named in its own language, under a Language label', () => {
    expect(screen.getByLabelText('Language')).toBe(select());
    expect(select()).toHaveValue('en');
    const options = within(select()).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.value, option.text, option.lang])).toEqual([
      ['en', 'English', 'en'],
      ['es', 'Español', 'es'],
    ]);
  });

  it('switches the page to Spanish without a reload, remembers it, and switches back', async () => {
    expect(probe()).toBe('Menu 03/04/2026');
    await choose('es');
    expect(probe()).toBe('Menú 03/04/2026');
    expect(screen.getByLabelText('Idioma')).toBe(select());
    expect(select()).toHaveValue('es');
    expect(
      within(select())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español']);
    expect(document.documentElement.lang).toBe('es');
    expect(readLanguageChoice()).toBe('es');

    await choose('en');
    expect(probe()).toBe('Menu 03/04/2026');
    expect(screen.getByLabelText('Language')).toBe(select());
    expect(document.documentElement.lang).toBe('en');
    expect(readLanguageChoice()).toBe('en');
  });

  it('stays in English and says so when the Spanish texts cannot be loaded', async () => {
    vi.mocked(pickLanguage).mockRejectedValueOnce(new Error('chunk failed'));
    await choose('es');
    await waitFor(() =>
      expect(app.toasts.error).toHaveBeenCalledWith(
        'The language could not be loaded. Check your connection and try again.',
      ),
    );
    expect(select()).toHaveValue('en');
    expect(probe()).toBe('Menu 03/04/2026');
    expect(i18next.language).toBe('en');
    expect(readLanguageChoice()).toBeNull();
  });
});
