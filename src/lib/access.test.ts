import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { env } from '../config/env';
import { FeatureId, UserRole, type Company, type ProductAuthorization } from '../generated/model';
import {
  FEATURE_NAMES,
  PRODUCT_CODES,
  accountManagerEmail,
  hasAicm,
  hasFeature,
  hasProduct,
  managesCompany,
  passesGate,
  showsOrders,
  type ProductCode,
} from './access';

type Shape = Pick<Company, 'productAuthorizations' | 'hadPriorProdAuths' | 'featureFlags' | 'showOrders' | 'amEmail'>;

const active = (name: string): ProductAuthorization => ({ name, status: 'Active' });
const flags = (on: readonly number[]) => Object.values(FeatureId).map((id) => ({ id, value: on.includes(id) }));

/** The demo companies' shapes (mocks/seed/account.ts). */
const acme: Shape = {
  productAuthorizations: ['OMS', 'ABI', 'LJNJP', 'AICM', 'BRAND', 'DJJP', 'OFCCP Compliance'].map(active),
  hadPriorProdAuths: [active('LJNJP')],
  featureFlags: flags(Object.values(FeatureId)),
  showOrders: true,
  amEmail: 'jordan.reyes@employer-portal.test',
};
const beta: Shape = {
  productAuthorizations: [],
  hadPriorProdAuths: [],
  featureFlags: flags([]),
  showOrders: false,
  amEmail: null,
};
const gamma: Shape = {
  productAuthorizations: ['ABI', 'LJNJP'].map(active),
  hadPriorProdAuths: [active('LJNJP')],
  featureFlags: flags([1, 6]),
  showOrders: true,
  amEmail: 'priya.shah@employer-portal.test',
};

describe('product authorization gates', () => {
  it('Acme has every product, Beta none, Gamma ABI and LJNJP only', () => {
    for (const code of PRODUCT_CODES) {
      expect(hasProduct(acme, code)).toBe(true);
      expect(hasProduct(beta, code)).toBe(false);
      expect(hasProduct(gamma, code)).toBe(code === 'ABI' || code === 'LJNJP');
    }
  });

  it('grants nothing without a company', () => {
    expect(PRODUCT_CODES.some((code) => hasProduct(null, code))).toBe(false);
    expect(FEATURE_NAMES.some((name) => hasFeature(undefined, name))).toBe(false);
    expect(showsOrders(null)).toBe(false);
  });

  it('ignores inactive authorizations', () => {
    const inactive: Shape = { ...beta, productAuthorizations: [{ name: 'OMS', status: 'Inactive' }] };
    expect(hasProduct(inactive, 'OMS')).toBe(false);
  });

  it('a product is one the company holds now: prior authorization history grants no product', () => {
    const prior: Shape = { ...beta, hadPriorProdAuths: [active('LJNJP'), active('OMS')] };
    expect(hasProduct(prior, 'LJNJP')).toBe(false);
    expect(hasProduct(prior, 'OMS')).toBe(false);
    expect(passesGate(prior, { product: 'LJNJP' })).toBe(false);
  });

  it('the prior-LJNJP gate holds for LJNJP held now or before, and only LJNJP (spec section 6)', () => {
    const authorization = fc.record({
      name: fc.constantFrom(...PRODUCT_CODES, 'OTHER'),
      status: fc.constantFrom('Active', 'Inactive'),
    });
    fc.assert(
      fc.property(fc.array(authorization), fc.array(authorization), (current, prior) => {
        const company: Shape = {
          ...beta,
          productAuthorizations: current,
          hadPriorProdAuths: prior,
        };
        const now = current.some((auth) => auth.name === 'LJNJP' && auth.status === 'Active');
        const before = prior.some((auth) => auth.name === 'LJNJP');
        expect(passesGate(company, { product: 'LJNJP', orPrior: true })).toBe(now || before);
        expect(passesGate(company, { product: 'LJNJP' })).toBe(now);
      }),
    );
    expect(passesGate(gamma, { product: 'LJNJP', orPrior: true })).toBe(true);
    expect(passesGate(beta, { product: 'LJNJP', orPrior: true })).toBe(false);
  });

  it('OFCCP matches any active authorization whose name begins with OFCCP, and only those', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.boolean(), (suffix, isActive) => {
        const name = `OFCCP${suffix}`;
        const company: Shape = { ...beta, productAuthorizations: [{ name, status: isActive ? 'Active' : 'Inactive' }] };
        expect(hasProduct(company, 'OFCCP')).toBe(isActive);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }).filter((name) => !name.startsWith('OFCCP')),
        (name) => {
          expect(hasProduct({ ...beta, productAuthorizations: [active(name)] }, 'OFCCP')).toBe(false);
        },
      ),
    );
  });

  it('an exact code gate holds exactly when an active authorization carries that name', () => {
    const exact = PRODUCT_CODES.filter((code): code is Exclude<ProductCode, 'OFCCP' | 'LJNJP'> => {
      return code !== 'OFCCP' && code !== 'LJNJP';
    });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.constantFrom(...PRODUCT_CODES, 'OTHER'),
            status: fc.constantFrom('Active', 'Inactive'),
          }),
        ),
        fc.constantFrom(...exact),
        (authorizations, code) => {
          const company: Shape = { ...beta, productAuthorizations: authorizations };
          const expected = authorizations.some((auth) => auth.name === code && auth.status === 'Active');
          expect(hasProduct(company, code)).toBe(expected);
          expect(passesGate(company, { product: code })).toBe(expected);
        },
      ),
    );
  });
});

describe('AICM (spec sections 1, 5 and 6)', () => {
  it('is the active AICM product authorization, whatever hasAICM says', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom('Active', 'Inactive', 'none'), (hasAICM, status) => {
        const company = {
          ...beta,
          hasAICM,
          productAuthorizations: status === 'none' ? [] : [{ name: 'AICM', status }],
        };
        expect(hasAicm(company)).toBe(status === 'Active');
        expect(hasAicm(company)).toBe(passesGate(company, { product: 'AICM' }));
      }),
    );
    expect(hasAicm(acme)).toBe(true);
    expect(hasAicm(gamma)).toBe(false);
    expect(hasAicm(null)).toBe(false);
  });
});

describe('feature flag gates', () => {
  it('reads each feature by its id (1, 2, 5, 6, 7)', () => {
    expect(FeatureId).toEqual({
      JobPerformanceBoard: 1,
      ApplicantDemographicReport: 2,
      UseCircaATS: 5,
      NewOutreachManagementSystem: 6,
      ReverbCrossposting: 7,
    });
    for (const name of FEATURE_NAMES) {
      expect(hasFeature(acme, name)).toBe(true);
      expect(hasFeature(beta, name)).toBe(false);
    }
    expect(FEATURE_NAMES.filter((name) => hasFeature(gamma, name))).toEqual([
      'JobPerformanceBoard',
      'NewOutreachManagementSystem',
    ]);
  });

  it('a feature is on exactly when a flag with its id has value true', () => {
    const ids = Object.values(FeatureId);
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.constantFrom(...ids), value: fc.boolean() })),
        fc.constantFrom(...FEATURE_NAMES),
        (featureFlags, name) => {
          const expected = featureFlags.some((flag) => flag.id === FeatureId[name] && flag.value);
          expect(hasFeature({ ...beta, featureFlags }, name)).toBe(expected);
          expect(passesGate({ ...beta, featureFlags }, { feature: name })).toBe(expected);
        },
      ),
    );
  });

  it('the orders gate follows showOrders', () => {
    expect(passesGate(acme, { orders: true })).toBe(true);
    expect(passesGate(beta, { orders: true })).toBe(false);
    expect(passesGate(gamma, { orders: true })).toBe(true);
  });
});

describe('account manager address', () => {
  it('is amEmail, else the default renewal mailbox', () => {
    expect(accountManagerEmail(acme)).toBe('jordan.reyes@employer-portal.test');
    expect(accountManagerEmail(beta)).toBe(env.defaultRenewalMailbox);
    expect(accountManagerEmail(null)).toBe(env.defaultRenewalMailbox);
    expect(accountManagerEmail({ amEmail: '  ' })).toBe(env.defaultRenewalMailbox);
  });

  it('never returns an empty address', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (amEmail) => {
        const address = accountManagerEmail({ amEmail });
        expect(address.trim().length).toBeGreaterThan(0);
        expect(address).toBe(amEmail?.trim() ? amEmail.trim() : env.defaultRenewalMailbox);
      }),
    );
  });
});

describe('who manages the company (spec section 6)', () => {
  it('owners and administrators, not users, and nobody without a role', () => {
    expect(managesCompany(UserRole.Owner)).toBe(true);
    expect(managesCompany(UserRole.Administrator)).toBe(true);
    expect(managesCompany(UserRole.User)).toBe(false);
    expect(managesCompany(null)).toBe(false);
    expect(managesCompany(undefined)).toBe(false);
  });
});
