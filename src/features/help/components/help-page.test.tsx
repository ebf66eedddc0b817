import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountScreen } from '../../../../tests/support/screen-harness';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { ContactPage } from './contact-page';
import { HelpPage } from './help-page';
import { WebinarsPage } from './webinars-page';

const screen = mountScreen();
const WEBINARS = 'https://webinars.example.test/portal';

beforeAll(async () => {
  await initI18n(['en']);
});
afterAll(async () => {
  await changeLanguage('en');
});

const text = () => screen.container.textContent ?? '';
const links = () => [...screen.container.querySelectorAll('a')];
const link = (name: RegExp) => links().find((element) => name.test(element.textContent ?? ''));

describe('the help pages', () => {
  it('in English: the areas, Webinars in a new tab and the way to support', async () => {
    await screen.show(
      <MemoryRouter>
        <HelpPage title="Help" companyName="Beta Logistics" webinarsUrl={WEBINARS} />
      </MemoryRouter>,
    );
    expect(text()).toContain("The menu lists the areas Beta Logistics's subscription includes");
    expect(text()).not.toMatch(/help\.\w/);
    expect(link(/^Go to Outreach$/)?.getAttribute('href')).toBe('/outreach');
    expect(link(/^Notification Preferences$/)?.getAttribute('href')).toBe('/notification/preferences');
    const webinars = link(/^Webinars/);
    expect(webinars?.getAttribute('href')).toBe(WEBINARS);
    expect(webinars?.getAttribute('target')).toBe('_blank');
    expect(webinars?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link(/^support@employer-portal\.test$/)?.getAttribute('href')).toBe('mailto:support@employer-portal.test');
  });

  it('in Spanish: help, contact and webinars', async () => {
    await changeLanguage('es');
    await screen.show(
      <MemoryRouter>
        <HelpPage title="Ayuda" companyName="Beta Logistics" webinarsUrl={WEBINARS} />
      </MemoryRouter>,
    );
    expect(text()).toContain('Cómo moverse por el portal');
    expect(link(/^Ir a Difusión$/)?.getAttribute('href')).toBe('/outreach');
    expect(link(/^Seminarios web/)?.textContent).toContain('(se abre en una pestaña nueva)');
    expect(link(/^Contáctenos$/)?.getAttribute('href')).toBe('/contact');

    await screen.show(
      <MemoryRouter>
        <ContactPage title="Contáctenos" companyName="Beta Logistics" accountManagerEmail="am@example.test" />
      </MemoryRouter>,
    );
    expect(link(/^Escribir a atención al cliente$/)?.getAttribute('href')).toBe(
      `mailto:support@employer-portal.test?subject=${encodeURIComponent('Solicitud de ayuda de Beta Logistics')}`,
    );
    expect(link(/^Enviar comentarios$/)?.getAttribute('href')).toBe(
      `mailto:support@employer-portal.test?subject=${encodeURIComponent('Comentarios sobre el portal de Beta Logistics')}`,
    );
    expect(link(/^Contacte a su gerente de cuenta$/)?.getAttribute('href')).toBe(
      `mailto:am@example.test?subject=${encodeURIComponent('Consulta de Beta Logistics')}`,
    );
    expect(link(/^Consulte las páginas de ayuda$/)?.getAttribute('href')).toBe('/help');

    await screen.show(<WebinarsPage title="Seminarios web" url={WEBINARS} />);
    expect(link(/^Abrir los seminarios web/)?.getAttribute('href')).toBe(WEBINARS);
    expect(link(/^Abrir los seminarios web/)?.getAttribute('target')).toBe('_blank');
  });
});
