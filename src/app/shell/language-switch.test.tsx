import { ChakraProvider } from '@chakra-ui/react';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from '../../../tests/support/screen-harness';
import { configureNotifier } from '@/lib/query-client';
import type * as I18n from '@/lib/i18n';
import { changeLanguage, initI18n, pickLanguage } from '@/lib/i18n';
import { useFormatters } from '@/lib/format';
import { readLanguageChoice } from '@/lib/session/session-preferences';
import { portalSystem } from '../theme';
import { LanguageSwitch } from './language-switch';

const notifyError = vi.fn<(message: string) => void>();
vi.mock('@/lib/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof I18n>();
  return { ...actual, pickLanguage: vi.fn(actual.pickLanguage) };
});

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

let root: Root | undefined;
let container: HTMLDivElement;

beforeAll(async () => {
  configureNotifier({ error: notifyError });
  await initI18n(['en-US']);
});

beforeEach(async () => {
  vi.clearAllMocks();
  localStorage.clear();
  await changeLanguage('en');
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <ChakraProvider value={portalSystem()}>
        <QueryClientProvider client={appQueryClient()}>
          <LanguageSwitch />
          <Probe />
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  );
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

const select = () => container.querySelector('select')!;
const label = () => container.querySelector(`label[for="${select().id}"]`)?.textContent;
const probe = () => container.querySelector('[data-testid="probe"]')?.textContent;

async function choose(value: string) {
  await act(async () => {
    select().value = value;
    select().dispatchEvent(new Event('change', { bubbles: true }));
  });
  // pickLanguage loads the other language's chunks before it switches.
  await act(async () => {
    await vi
      .mocked(pickLanguage)
      .mock.results.at(-1)
      ?.value?.catch(() => undefined);
  });
  // The switch is busy until the change has settled.
  await vi.waitFor(() => expect(select().hasAttribute('aria-busy')).toBe(false));
}

describe('LanguageSwitch', () => {
  it('offers English and Español, each named in its own language, under a Language label', () => {
    expect(label()).toBe('Language');
    expect(select().value).toBe('en');
    expect([...select().options].map((option) => [option.value, option.text, option.lang])).toEqual([
      ['en', 'English', 'en'],
      ['es', 'Español', 'es'],
    ]);
  });

  it('switches the page to Spanish without a reload, remembers it, and switches back', async () => {
    expect(probe()).toBe('Menu 03/04/2026');
    await choose('es');
    expect(probe()).toBe('Menú 03/04/2026');
    expect(label()).toBe('Idioma');
    expect(select().value).toBe('es');
    expect([...select().options].map((option) => option.text)).toEqual(['English', 'Español']);
    expect(document.documentElement.lang).toBe('es');
    expect(readLanguageChoice()).toBe('es');

    await choose('en');
    expect(probe()).toBe('Menu 03/04/2026');
    expect(label()).toBe('Language');
    expect(document.documentElement.lang).toBe('en');
    expect(readLanguageChoice()).toBe('en');
  });

  it('stays in English and says so when the Spanish texts cannot be loaded', async () => {
    vi.mocked(pickLanguage).mockRejectedValueOnce(new Error('chunk failed'));
    await choose('es');
    await vi.waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'The language could not be loaded. Check your connection and try again.',
      ),
    );
    expect(select().value).toBe('en');
    expect(probe()).toBe('Menu 03/04/2026');
    expect(i18next.language).toBe('en');
    expect(readLanguageChoice()).toBeNull();
  });
});
