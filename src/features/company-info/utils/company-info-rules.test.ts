import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import schema from '@schemas/compiled/company-info.schema.json';
import uiSchema from '@schemas/company-info.ui.json';
import { isSchemaFormValid } from '@/components/schema-form/schema-form-validity';
import { toMessageKeys } from '@/components/schema-form/error-messages';
import { CompanySizeId, type CompanyInfo } from '@/generated/model';
import {
  UpdateCompanyInfoBody,
  updateCompanyInfoBodyCityMax,
  updateCompanyInfoBodyStateMax,
} from '@/generated/zod/companies/companies.zod';
import en from '@/locales/en/company-info.json';
import { companyInfoForm } from './company-info-form';
import {
  canEditCompanyInfo,
  companyInfoValidate,
  joinPhone,
  numberOfEmployeesFor,
  parseCityState,
  splitPhone,
  toCompanyUpdate,
  toFormData,
  type CompanyInfoFormData,
} from './company-info-rules';

const valid: CompanyInfoFormData = {
  companyName: 'Acme Health',
  street: '1200 Harbor Boulevard',
  street2: 'Suite 400',
  cityState: 'Boston, MA',
  zipCode: '02110',
  phone: '617-555-0142',
  website: 'www.acmehealth.example',
  industryId: 31,
  companySizeId: 1136,
  isFederalContractor: true,
  isStaffProvider: false,
};

const info: CompanyInfo = {
  companyId: 1001,
  legacyId: 501,
  companyName: 'Acme Health',
  street: '1200 Harbor Boulevard',
  street2: 'Suite 400',
  cityState: { city: 'Boston', stateCode: 'MA' },
  zipCode: '02110',
  phoneAreaCode: '617',
  phoneNumber: '555-0142',
  website: 'www.acmehealth.example',
  isFederalContractor: true,
  isStaffProvider: false,
  industryId: 31,
  companySizeId: 1136,
  numberOfEmployees: 1001,
  locationId: 7,
  latitude: 42.35,
  longitude: -71.05,
  addressVerificationStatus: 4,
  standardAddress: null,
};

const context = { info, userId: 42, oAuthToken: 'header.access-token.signature', standardization: null };

/** The message keys the form shows for `data`, by field. */
function messages(data: CompanyInfoFormData): Record<string, string[]> {
  const { errors } = companyInfoForm.validator.validateFormData(
    data,
    companyInfoForm.schema,
    companyInfoValidate,
    toMessageKeys,
    companyInfoForm.uiSchema,
  );
  const byField: Record<string, string[]> = {};
  for (const error of errors) (byField[(error.property ?? '').replace(/^\./, '')] ??= []).push(error.message ?? '');
  return byField;
}

describe('numberOfEmployeesFor (spec section 5 table)', () => {
  it.each([
    [1130, 1],
    [1131, 1],
    [1132, 11],
    [1133, 51],
    [1134, 201],
    [1135, 501],
    [1136, 1001],
    [1137, 5001],
    [1138, 10001],
    [1139, 0],
    [0, 0],
  ])('%i → %i', (size, employees) => {
    expect(numberOfEmployeesFor(size)).toBe(employees);
  });

  it('is 0 for every id outside the table', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((id) => id < 1130 || id > 1138),
        (id) => numberOfEmployeesFor(id) === 0,
      ),
    );
    expect(numberOfEmployeesFor(undefined)).toBe(0);
  });
});

describe('phone', () => {
  it('needs three dash-separated parts of 3, 3 and 4 digits', () => {
    expect(messages({ ...valid, phone: '617-555-0142' })['phone']).toBeUndefined();
    for (const text of ['6175550142', '617-5550-142', '61-555-01420', '617-555-014', 'abc-def-ghij', '617 555 0142']) {
      expect(messages({ ...valid, phone: text })['phone'], text).toEqual(['company-info:errors.phoneInvalid']);
    }
  });

  it('splits into the API parts and joins back', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3}-\d{3}-\d{4}$/), (phone) => {
        const parts = splitPhone(phone);
        expect(parts).not.toBeNull();
        expect(joinPhone(parts!.phoneAreaCode, parts!.phoneNumber)).toBe(phone);
      }),
    );
    expect(splitPhone('617-555')).toBeNull();
  });

  // The pattern is the form's (schemas/company-info.schema.json): a valid form never fails to save its phone.
  it('the form accepts exactly the phones the update can split', () => {
    const phones = fc.oneof(
      fc.string({ minLength: 1, maxLength: 14 }),
      fc.stringMatching(/^\d{3}-\d{3}-\d{4}$/),
      // Near misses: parts one digit short or long.
      fc.stringMatching(/^\d{2,4}-\d{2,4}-\d{3,5}$/),
    );
    fc.assert(
      fc.property(phones, (phone) => {
        const accepted = messages({ ...valid, phone })['phone'] === undefined;
        expect(accepted).toBe(splitPhone(phone) !== null);
      }),
    );
  });

  it('shows the spec messages', () => {
    expect(messages({ ...valid, phone: undefined })['phone']).toEqual(['company-info:errors.phoneRequired']);
    expect(messages({ ...valid, phone: '617-555-01' })['phone']).toEqual(['company-info:errors.phoneInvalid']);
  });
});

describe('city, state', () => {
  it('has two parts separated by a comma (spec section 5), the state a code or a name', () => {
    expect(parseCityState('Boston, MA')).toEqual({ city: 'Boston', state: 'MA' });
    expect(parseCityState('  Salt Lake City ,ut ')).toEqual({ city: 'Salt Lake City', state: 'UT' });
    expect(parseCityState('Austin, Texas')).toEqual({ city: 'Austin', state: 'Texas' });
    expect(parseCityState('Buffalo,New York')).toEqual({ city: 'Buffalo', state: 'New York' });
    expect(parseCityState('Boston, Massachusetts')).toEqual({ city: 'Boston', state: 'Massachusetts' });
    for (const text of ['Boston', 'Boston MA', 'Boston, MA, USA', ', MA', 'Boston,', 'Boston,  ', ',']) {
      expect(parseCityState(text), text).toBeNull();
    }
  });

  it('shows the spec messages', () => {
    expect(messages({ ...valid, cityState: undefined })['cityState']).toEqual([
      'company-info:errors.cityStateRequired',
    ]);
    for (const cityState of ['Boston MA', 'Boston,', 'Boston,  ', 'Boston, MA, USA']) {
      expect(messages({ ...valid, cityState })['cityState'], cityState).toEqual([
        'company-info:errors.cityStateInvalid',
      ]);
    }
    expect(messages({ ...valid, cityState: ' , MA' })['cityState']).toEqual(['company-info:errors.cityRequired']);
    for (const cityState of ['Austin, Texas', 'Austin, TX', 'Santa Fe, New Mexico', 'Ponce, PR']) {
      expect(messages({ ...valid, cityState })['cityState'], cityState).toBeUndefined();
    }
  });

  it('sends the state as typed (a code in capitals), which the update takes', () => {
    expect(toCompanyUpdate({ ...valid, cityState: 'Austin, Texas' }, 'none', context)).toMatchObject({
      city: 'Austin',
      state: 'Texas',
    });
    expect(toCompanyUpdate({ ...valid, cityState: 'Austin, tx' }, 'none', context)?.state).toBe('TX');
    const body = toCompanyUpdate({ ...valid, cityState: 'Santa Fe, New Mexico' }, 'none', context);
    expect(UpdateCompanyInfoBody.safeParse(body).success).toBe(true);
  });

  it("refuses a state longer than the update takes (the contract's maximum) with 'Too many characters'", () => {
    const longest = 'S'.repeat(updateCompanyInfoBodyStateMax);
    expect(messages({ ...valid, cityState: `Boston, ${longest} ` })['cityState']).toBeUndefined();
    expect(toCompanyUpdate({ ...valid, cityState: `Boston, ${longest}` }, 'none', context)?.state).toBe(longest);
    expect(messages({ ...valid, cityState: `Boston, ${longest}S` })['cityState']).toEqual([
      'forms:errors.tooManyCharacters',
    ]);
  });

  it("refuses a city longer than the update takes (the contract's maximum), whatever the spaces", () => {
    const longest = 'B'.repeat(updateCompanyInfoBodyCityMax);
    expect(messages({ ...valid, cityState: ` ${longest} ,   MA ` })['cityState']).toBeUndefined();
    expect(toCompanyUpdate({ ...valid, cityState: `${longest}, MA` }, 'none', context)?.city).toBe(longest);
    expect(messages({ ...valid, cityState: `${longest}B, MA` })['cityState']).toEqual([
      'forms:errors.tooManyCharacters',
    ]);
  });

  it('accepts exactly what parseCityState accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z ,]{1,20}$/), (cityState) => {
        const accepted = messages({ ...valid, cityState })['cityState'] === undefined;
        expect(accepted).toBe(parseCityState(cityState) !== null);
      }),
    );
  });
});

describe('zip code', () => {
  it('is as long as the contract allows (5 to 15 characters)', () => {
    const { minLength, maxLength } = schema.properties.zipCode;
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 2 * maxLength }), (zipCode) => {
        const shown = messages({ ...valid, zipCode })['zipCode'];
        expect(shown === undefined).toBe(zipCode.length >= minLength && zipCode.length <= maxLength);
        if (zipCode.length < minLength) expect(shown).toEqual(['company-info:errors.zipCodeRequired']);
        if (zipCode.length > maxLength) expect(shown).toEqual(['forms:errors.tooManyCharacters']);
      }),
    );
    expect(messages({ ...valid, zipCode: undefined })['zipCode']).toEqual(['company-info:errors.zipCodeRequired']);
  });
});

describe('required fields', () => {
  it('give the spec messages', () => {
    const empty = messages({});
    expect(empty).toMatchObject({
      companyName: ['company-info:errors.companyNameRequired'],
      street: ['company-info:errors.streetRequired'],
      cityState: ['company-info:errors.cityStateRequired'],
      zipCode: ['company-info:errors.zipCodeRequired'],
      phone: ['company-info:errors.phoneRequired'],
      website: ['company-info:errors.websiteRequired'],
      industryId: ['company-info:errors.industryRequired'],
      companySizeId: ['company-info:errors.companySizeRequired'],
    });
    expect(messages(valid)).toEqual({});
    expect(isSchemaFormValid(companyInfoForm, valid, { customValidate: companyInfoValidate })).toBe(true);
  });

  it('reject an industry below 15 or a size below 1130', () => {
    expect(messages({ ...valid, industryId: 14 })['industryId']).toEqual(['company-info:errors.industryRequired']);
    expect(messages({ ...valid, companySizeId: 1129 })['companySizeId']).toEqual([
      'company-info:errors.companySizeRequired',
    ]);
  });
});

describe('industry list', () => {
  it('has 36 entries, ids 15 to 50, ordered by their English names', () => {
    const ids = schema.properties.industryId.enum;
    const industries: Record<string, string> = en.industries;
    const names = ids.map((id) => industries[id]);
    expect(ids).toHaveLength(36);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, index) => index + 15));
    expect([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en'))).toEqual(names);
    for (const example of [
      'Advertising/Marketing/PR',
      'Government',
      'Non-Profit',
      'Information Technology',
      'Associations',
    ]) {
      expect(names).toContain(example);
    }
  });

  it('company sizes are the nine ids of section 3, in the order of the contract', () => {
    expect(schema.properties.companySizeId.enum).toEqual([1130, 1131, 1132, 1133, 1134, 1135, 1136, 1137, 1138]);
    expect(schema.properties.companySizeId.enum).toEqual(Object.values(CompanySizeId));
  });

  // The selects label each id with the key named by it (ui:options.labelKeys): no list repeats the enum by
  // position. Spanish has the same keys (src/lib/i18n.test.ts).
  it.each([
    ['industryId', 'industries'],
    ['companySizeId', 'sizes'],
  ] as const)('%s: every choice has its text in the locale files, and no text is left over', (field, group) => {
    expect(uiSchema[field]['ui:options'].labelKeys).toBe(`company-info:${group}`);
    const byNumber = (a: number, b: number) => a - b;
    expect(Object.keys(en[group]).map(Number).sort(byNumber)).toEqual(
      [...schema.properties[field].enum].sort(byNumber),
    );
  });
});

describe('roles', () => {
  it('lets only owners and administrators edit', () => {
    expect([1, 2, 3, null, undefined].map(canEditCompanyInfo)).toEqual([true, true, false, false, false]);
  });
});

describe('toCompanyUpdate', () => {
  it('round-trips the record through the form', () => {
    expect(toFormData(info)).toEqual(valid);
  });

  it('sends the spec fields with the verification status of the choice', () => {
    const body = toCompanyUpdate({ ...valid, companySizeId: 1133 }, 'standard', context);
    expect(body).toMatchObject({
      companyId: 1001,
      legacyId: 501,
      userId: 42,
      oAuthToken: 'header.access-token.signature',
      name: 'Acme Health',
      phoneAreaCode: '617',
      phoneNumber: '555-0142',
      city: 'Boston',
      state: 'MA',
      zip: '02110',
      numberOfEmployees: 51,
      addressVerificationStatus: 1,
      useStandardAddress: true,
      locationId: 7,
    });
    expect(toCompanyUpdate(valid, 'original', context)).toMatchObject({
      addressVerificationStatus: 2,
      useStandardAddress: false,
    });
    expect(toCompanyUpdate(valid, 'none', context)).toMatchObject({
      addressVerificationStatus: 4,
      useStandardAddress: false,
    });
  });

  it('refuses an incomplete form', () => {
    expect(toCompanyUpdate({ ...valid, phone: '617' }, 'none', context)).toBeNull();
  });
});
