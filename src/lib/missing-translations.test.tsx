import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoMissingTranslations } from '@tests/support/missing-translations';
import { changeLanguage, initI18n } from './i18n';

function Text({ k, options = {} }: { k: string; options?: { count?: number; defaultValue?: string } }) {
  const { t } = useTranslation('users');
  return <p>{t(k, options)}</p>;
}

beforeAll(async () => {
  await initI18n(['en']);
});

afterAll(() => changeLanguage('en'));

// assertNoMissingTranslations runs after every test (tests/support/missing-translations.ts, a setup file);
// here it is called first, so the tests can see what it would have failed.
describe('a text missing at run time', () => {
  it('fails the test that renders its key, naming language, namespace and key', () => {
    render(<Text k="no.such.text" />);
    expect(screen.getByText('no.such.text')).toBeInTheDocument();
    expect(assertNoMissingTranslations).toThrow(/en:users:no\.such\.text/);
    expect(assertNoMissingTranslations, 'each missing text fails one test').not.toThrow();
  });

  it('fails when only the other language has the text', async () => {
    i18next.addResource('en', 'users', 'englishOnly', 'English only');
    await changeLanguage('es');
    render(<Text k="englishOnly" />);
    expect(assertNoMissingTranslations).toThrow(/es:users:englishOnly/);
  });

  it('fails once for a plural, whatever the count', async () => {
    await changeLanguage('es');
    render(<Text k="no.such.count" options={{ count: 2 }} />);
    expect(assertNoMissingTranslations).toThrow(
      /Texts missing from src\/locales \(the screen showed their keys\): es:users:no\.such\.count$/,
    );
  });

  it('passes texts that exist, and a lookup with its own defaultValue (an optional text)', async () => {
    await changeLanguage('es');
    render(<Text k="status.active" />);
    expect(screen.getByText('Activos')).toBeInTheDocument();
    render(<Text k="labels.A server's name" options={{ defaultValue: "A server's name" }} />);
    expect(screen.getByText("A server's name")).toBeInTheDocument();
    expect(assertNoMissingTranslations).not.toThrow();
  });
});
