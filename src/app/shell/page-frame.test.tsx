import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import en from '@/locales/en/navigation.json';
import es from '@/locales/es/navigation.json';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { TITLE_SEPARATOR } from './use-page-title';

recordedDemoBackend();

const pageHeading = () => within(screen.getByRole('main')).findByRole('heading', { level: 1 });

/** The PageFrame heads every screen by the route table: the route's name, the same as the document title. */
describe('the page frame', () => {
  it("heads a screen with its route's name, in the user's language, as the document is titled", async () => {
    await renderApp(undefined, { url: paths.reportsAuditPack.href() });
    expect(await pageHeading()).toHaveTextContent(new RegExp(`^${en.routes.reportsAuditPack}$`));
    expect(document.title).toBe(`${en.routes.reportsAuditPack}${TITLE_SEPARATOR}${env.productName}`);

    await renderApp(undefined, { url: paths.help.href(), language: 'es' });
    expect(await pageHeading()).toHaveTextContent(new RegExp(`^${es.routes.help}$`));
    expect(document.title).toBe(`${es.routes.help}${TITLE_SEPARATOR}${env.productName}`);
  });

  it('keeps the heading a screen sets itself: Home its welcome, the Report Card address its screen', async () => {
    await renderApp(undefined, { url: paths.home.href() });
    expect(await pageHeading()).toHaveTextContent(en.home.title);

    await renderApp(undefined, { url: paths.reportsReportCard.href() });
    expect(await pageHeading()).toHaveTextContent(new RegExp(`^${en.routes.reportsDocumentCenter}$`));
    expect(document.title).toBe(`${en.routes.reportsReportCard}${TITLE_SEPARATOR}${env.productName}`);
  });
});
