import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { paths } from '@/config/paths';
import { ContactPage } from './contact-page';
import { HelpPage } from './help-page';
import { WebinarsPage } from './webinars-page';

recordedDemoBackend();
const WEBINARS = 'https://webinars.example.test/portal';

const link = (name: RegExp) => screen.getByRole('link', { name });

describe('the help pages', () => {
  it('in English: the areas, Webinars in a new tab and the way to support', async () => {
    const { container } = await renderApp(<HelpPage companyName="Beta Logistics" webinarsUrl={WEBINARS} />, {
      url: paths.help.href(),
    });
    expect(container).toHaveTextContent("The menu lists the areas Beta Logistics's subscription includes");
    expect(container.textContent).not.toMatch(/help\.\w/);
    expect(link(/^Go to Outreach$/)).toHaveAttribute('href', '/outreach');
    expect(link(/^Notification Preferences$/)).toHaveAttribute('href', '/notification/preferences');
    const webinars = link(/^Webinars/);
    expect(webinars).toHaveAttribute('href', WEBINARS);
    expect(webinars).toHaveAttribute('target', '_blank');
    expect(webinars).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link(/^support@employer-portal\.test$/)).toHaveAttribute('href', 'mailto:support@employer-portal.test');
  });

  it('in Spanish: help, contact and webinars', async () => {
    const { container } = await renderApp(<HelpPage companyName="Beta Logistics" webinarsUrl={WEBINARS} />, {
      language: 'es',
      url: paths.help.href(),
    });
    expect(container).toHaveTextContent('Cómo moverse por el portal');
    expect(link(/^Ir a Difusión$/)).toHaveAttribute('href', '/outreach');
    expect(link(/^Seminarios web/)).toHaveTextContent('(se abre en una pestaña nueva)');
    expect(link(/^Contáctenos$/)).toHaveAttribute('href', '/contact');

    await renderApp(<ContactPage companyName="Beta Logistics" accountManagerEmail="am@example.test" />, {
      language: 'es',
      url: paths.contact.href(),
    });
    expect(link(/^Escribir a atención al cliente$/)).toHaveAttribute(
      'href',
      `mailto:support@employer-portal.test?subject=${encodeURIComponent('Solicitud de ayuda de Beta Logistics')}`,
    );
    expect(link(/^Enviar comentarios$/)).toHaveAttribute(
      'href',
      `mailto:support@employer-portal.test?subject=${encodeURIComponent('Comentarios sobre el portal de Beta Logistics')}`,
    );
    expect(link(/^Contacte a su gerente de cuenta$/)).toHaveAttribute(
      'href',
      `mailto:am@example.test?subject=${encodeURIComponent('Consulta de Beta Logistics')}`,
    );
    expect(link(/^Consulte las páginas de ayuda$/)).toHaveAttribute('href', '/help');

    await renderApp(<WebinarsPage url={WEBINARS} />, {
      language: 'es',
      url: paths.resourcesWebinars.href(),
    });
    expect(link(/^Abrir los seminarios web/)).toHaveAttribute('href', WEBINARS);
    expect(link(/^Abrir los seminarios web/)).toHaveAttribute('target', '_blank');
  });
});
