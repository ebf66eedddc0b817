import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { mountScreen } from '../../../../tests/support/screen-harness';
import { FeatureId } from '@/generated/model';
import type { Gate } from '@/lib/access';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { PRODUCT_PAGES, unauthorizedContent, type ProductPageKey } from '../utils/product-pages';
import { mailtoHref } from '@/lib/mailto';
import { ProductPage } from './product-page';

const { acme, beta, gamma } = demoCompanies;
const screen = mountScreen();

beforeAll(async () => {
  await initI18n(['en']);
});

const OMS: Gate = { product: 'OMS' };
const DASHBOARD: Gate = { feature: 'NewOutreachManagementSystem' };
const OFCCP: Gate = { product: 'OFCCP' };

describe('unauthorizedContent', () => {
  it('shows the marketing page of the first product with one that the company lacks', () => {
    expect(unauthorizedContent([OMS], beta)).toEqual({ page: 'OMS', gate: OMS, status: 'lacking' });
    // The dashboard of a company without OMS: OMS's page, not the feature flag's.
    expect(unauthorizedContent([DASHBOARD, OMS], beta)).toEqual({ page: 'OMS', gate: OMS, status: 'lacking' });
    expect(unauthorizedContent([DASHBOARD, OMS], gamma)).toEqual({ page: 'OMS', gate: OMS, status: 'lacking' });
    // Account management: OFCCP has no page of its own, the group's OMS has.
    expect(unauthorizedContent([OFCCP, OMS], beta)).toEqual({ page: 'OMS', gate: OMS, status: 'lacking' });
  });

  it('shows the generic page of a feature flag, or of a product without a page, that the company lacks', () => {
    const omsWithoutDashboard = {
      ...acme,
      featureFlags: acme.featureFlags.map((flag) =>
        flag.id === FeatureId.NewOutreachManagementSystem ? { ...flag, value: false } : flag,
      ),
    };
    expect(unauthorizedContent([DASHBOARD, OMS], omsWithoutDashboard)).toEqual({ gate: DASHBOARD, status: 'lacking' });
    expect(unauthorizedContent([{ product: 'BRAND' }], beta)).toEqual({
      gate: { product: 'BRAND' },
      status: 'lacking',
    });
    expect(unauthorizedContent([{ orders: true }], beta)).toEqual({ gate: { orders: true }, status: 'lacking' });
  });

  it('shows the innermost gate’s page to a company that has everything, and the fallback without gates', () => {
    expect(unauthorizedContent([{ product: 'ABI' }], acme)).toEqual({
      page: 'ABI',
      gate: { product: 'ABI' },
      status: 'included',
    });
    expect(unauthorizedContent([DASHBOARD, OMS], acme)).toEqual({ gate: DASHBOARD, status: 'included' });
    expect(unauthorizedContent([], beta, 'employerBadge')).toEqual({ page: 'employerBadge', status: 'ungated' });
    expect(unauthorizedContent([], beta)).toEqual({ status: 'ungated' });
  });
});

async function show(product: ProductPageKey, status: 'lacking' | 'included' | 'ungated', openHref?: string) {
  await screen.show(
    <MemoryRouter>
      <ProductPage
        product={product}
        status={status}
        companyName="Beta & Co"
        email="am@example.test"
        openHref={openHref}
      />
    </MemoryRouter>,
  );
}

const text = () => screen.container.textContent ?? '';
const link = (name: string) =>
  [...screen.container.querySelectorAll('a')].find((element) => element.textContent === name);

describe('ProductPage', () => {
  it('encodes the mail subject', () => {
    expect(mailtoHref('am@example.test', 'ABI DEI Calendar & Content for Beta & Co')).toBe(
      'mailto:am@example.test?subject=ABI%20DEI%20Calendar%20%26%20Content%20for%20Beta%20%26%20Co',
    );
  });

  it('gives every product a heading, a tagline and its highlights, and the figure where it has one', async () => {
    const figures: Partial<Record<ProductPageKey, string>> = {
      LJNJP: '600+ job boards',
      OMS: '15,500+ organizations',
      AICM: '300 ranked candidates',
    };
    for (const product of Object.keys(PRODUCT_PAGES) as ProductPageKey[]) {
      await show(product, 'lacking');
      const headings = [...screen.container.querySelectorAll('h1, h2, h3')].map((h) => `${h.tagName}:${h.textContent}`);
      expect(headings[0]).toMatch(/^H1:\S/);
      expect(headings.filter((h) => h.startsWith('H3:'))).toHaveLength(PRODUCT_PAGES[product].highlights.length);
      expect(text()).not.toContain(`products.${product}`);
      const figure = figures[product];
      if (figure) expect(text()).toContain(figure);
      expect(link('Contact your account manager')?.getAttribute('href')).toMatch(/^mailto:am@example\.test\?subject=/);
      expect(text()).toContain('Your account manager: am@example.test');
    }
  });

  it('offers to open the product only to a company that has it (or a route without a gate)', async () => {
    await show('ABI', 'lacking', '/abi');
    expect(link('Open ABI DEI Calendar & Content')).toBeUndefined();
    expect(text()).toContain("Beta & Co's subscription does not include ABI DEI Calendar & Content yet.");
    await show('ABI', 'included', '/abi');
    expect(link('Open ABI DEI Calendar & Content')?.getAttribute('href')).toBe('/abi');
    expect(text()).toContain("Beta & Co's subscription already includes ABI DEI Calendar & Content.");
    await show('employerBadge', 'ungated', '/account/employer-badge');
    expect(link('Open Employer Badge')?.getAttribute('href')).toBe('/account/employer-badge');
  });

  it('speaks Spanish, with the Spanish figures', async () => {
    await changeLanguage('es');
    try {
      const figures = {
        LJNJP: '600+ bolsas de empleo',
        OMS: '15.500+ organizaciones',
        AICM: '300 candidatos clasificados',
      };
      for (const [product, figure] of Object.entries(figures)) {
        await show(product as ProductPageKey, 'lacking');
        expect(text()).toContain(figure);
      }
      expect(link('Contacte a su gerente de cuenta')?.getAttribute('href')).toBe(
        `mailto:am@example.test?subject=${encodeURIComponent('Búsqueda de talento diverso para Beta & Co')}`,
      );
    } finally {
      await changeLanguage('en');
    }
  });
});
