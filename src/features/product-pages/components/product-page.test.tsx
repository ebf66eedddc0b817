import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { renderApp } from '@tests/support/render-app';
import { FeatureId } from '@/generated/model';
import type { Gate } from '@/lib/access';
import { PRODUCT_PAGES, unauthorizedContent, type ProductPageKey } from '../utils/product-pages';
import { mailtoHref } from '@/lib/mailto';
import { ProductPage } from './product-page';

const { acme, beta, gamma } = demoCompanies;
recordedDemoBackend();

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

async function show(
  product: ProductPageKey,
  status: 'lacking' | 'included' | 'ungated',
  openHref?: string,
  language: 'en' | 'es' = 'en',
) {
  return renderApp(
    <ProductPage
      product={product}
      status={status}
      companyName="Beta & Co"
      email="am@example.test"
      openHref={openHref}
    />,
    { language },
  );
}

const link = (name: string) => screen.getByRole('link', { name });
const noLink = (name: string) => screen.queryByRole('link', { name });

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
      const { container } = await show(product, 'lacking');
      const headings = within(container).getAllByRole('heading');
      expect(headings[0]?.tagName).toBe('H1');
      expect(headings[0]?.textContent).toMatch(/^\S/);
      expect(within(container).getAllByRole('heading', { level: 3 })).toHaveLength(
        PRODUCT_PAGES[product].highlights.length,
      );
      expect(container.textContent).not.toContain(`products.${product}`);
      const figure = figures[product];
      if (figure) expect(container).toHaveTextContent(figure);
      expect(link('Contact your account manager').getAttribute('href')).toMatch(/^mailto:am@example\.test\?subject=/);
      expect(container).toHaveTextContent('Your account manager: am@example.test');
    }
  });

  it('offers to open the product only to a company that has it (or a route without a gate)', async () => {
    const lacking = await show('ABI', 'lacking', '/abi');
    expect(noLink('Open ABI DEI Calendar & Content')).not.toBeInTheDocument();
    expect(lacking.container).toHaveTextContent(
      "Beta & Co's subscription does not include ABI DEI Calendar & Content yet.",
    );
    const included = await show('ABI', 'included', '/abi');
    expect(link('Open ABI DEI Calendar & Content')).toHaveAttribute('href', '/abi');
    expect(included.container).toHaveTextContent(
      "Beta & Co's subscription already includes ABI DEI Calendar & Content.",
    );
    await show('employerBadge', 'ungated', '/account/employer-badge');
    expect(link('Open Employer Badge')).toHaveAttribute('href', '/account/employer-badge');
  });

  it('speaks Spanish, with the Spanish figures', async () => {
    const figures = {
      LJNJP: '600+ bolsas de empleo',
      OMS: '15.500+ organizaciones',
      AICM: '300 candidatos clasificados',
    };
    for (const [product, figure] of Object.entries(figures)) {
      const { container } = await show(product as ProductPageKey, 'lacking', undefined, 'es');
      expect(container).toHaveTextContent(figure);
    }
    expect(link('Contacte a su gerente de cuenta')).toHaveAttribute(
      'href',
      `mailto:am@example.test?subject=${encodeURIComponent('Búsqueda de talento diverso para Beta & Co')}`,
    );
  });
});
