import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import companySchema from '../../../schemas/compiled/company-info.schema.json';
import companyUi from '../../../schemas/company-info.ui.json';
import companyValidators from '../../../schemas/compiled/company-info.validators.js';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { defineSchemaForm, type SchemaFormDefinition } from './form-definition';
import { SchemaForm, useSchemaFormValidity } from './schema-form';
import { CITY_SEARCH_MIN_LENGTH } from './widgets/city-state-widget';

type Data = Record<string, unknown>;

const companyForm = defineSchemaForm<Data>(companySchema, companyUi, companyValidators);

// A form built in the test from an inline schema (jsdom allows ajv's runtime compilation).
const rangeForm: SchemaFormDefinition<Data> = {
  schema: {
    type: 'object',
    properties: { period: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } } },
  },
  uiSchema: { period: { 'ui:field': 'dateRange', 'ui:options': { rules: 'limited' } } },
  validator: customizeValidator<Data>(),
};

const cityCalls: string[] = [];
const server = setupServer(
  http.get('*/api/cities', ({ request }) => {
    const substr = new URL(request.url).searchParams.get('substr') ?? '';
    cityCalls.push(substr);
    return HttpResponse.json([
      { city: 'Austin', stateCode: 'TX' },
      { city: 'Austell', stateCode: 'GA' },
    ]);
  }),
);

let root: Root | undefined;
let container: HTMLElement;
const submitted: Data[] = [];

function Harness({
  definition,
  initial,
  children,
}: {
  definition: SchemaFormDefinition<Data>;
  initial: Data;
  children?: ReactNode;
}) {
  const [data, setData] = useState<Data>(initial);
  const valid = useSchemaFormValidity(definition, data, { today: new Date(2026, 10, 22) });
  return (
    <SchemaForm
      definition={definition}
      id="test-form"
      formData={data}
      onChange={setData}
      onSubmit={(value) => submitted.push(value)}
      today={new Date(2026, 10, 22)}
    >
      <output data-testid="validity">{valid ? 'valid' : 'invalid'}</output>
      <button type="submit">Save</button>
      {children}
    </SchemaForm>
  );
}

async function render(definition: SchemaFormDefinition<Data>, initial: Data = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root!.render(
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={client}>
          <Harness definition={definition} initial={initial} />
        </QueryClientProvider>
      </ChakraProvider>,
    ),
  );
}

const byId = <T extends HTMLElement = HTMLInputElement>(id: string) => {
  const element = container.querySelector<T>(`#${id}`);
  if (!element) throw new Error(`No #${id}`);
  return element;
};

function labelOf(input: HTMLElement): string {
  return container.querySelector(`label[for="${input.id}"]`)?.textContent ?? '';
}

const setValue = (input: HTMLInputElement, text: string, inputType: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.setSelectionRange(text.length, text.length);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data: text || null }));
};

/** Replaces the field's text like a user would (clear, then one key at a time); React sees input events. */
async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    input.focus();
    if (input.value) setValue(input, '', 'deleteContentBackward');
  });
  for (const character of text) {
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, input.value + character);
      input.setSelectionRange(input.value.length, input.value.length);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: character }));
    });
  }
}

async function blur(input: HTMLElement) {
  await act(async () => {
    input.focus();
    input.blur();
  });
}

async function submit() {
  await act(async () =>
    byId<HTMLButtonElement>('test-form').querySelector<HTMLButtonElement>('button[type=submit]')!.click(),
  );
}

function errorText(input: HTMLElement): string {
  const describedBy = input.getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .filter((id) => id.endsWith('__error'))
    .map((id) => container.querySelector(`[id="${id}"]`)?.textContent ?? '')
    .join('|');
}

beforeAll(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n(['en']);
});
afterAll(() => server.close());

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  submitted.length = 0;
  cityCalls.length = 0;
});

afterEach(async () => {
  // A focused masked input polls its selection on a timer until it loses focus.
  await act(async () => (document.activeElement as HTMLElement | null)?.blur());
  await act(async () => root?.unmount());
  container.remove();
  await changeLanguage('en');
});

describe('SchemaForm', () => {
  it('associates every label with its input', async () => {
    await render(companyForm);
    expect(labelOf(byId('root_companyName'))).toContain('Company Name');
    expect(labelOf(byId('root_phone'))).toContain('Business Phone');
    expect(labelOf(byId('root_cityState'))).toContain('City, State');
    expect(labelOf(byId('root_industryId'))).toContain('Type of Industry');
  });

  it('shows no error before the user touched a field or submitted', async () => {
    await render(companyForm);
    expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(container.textContent).not.toContain('is required');
    expect(container.querySelector('[data-testid="validity"]')?.textContent).toBe('invalid');
  });

  it('shows the translated required message once the field is left, wired with aria', async () => {
    await render(companyForm);
    const name = byId('root_companyName');
    await blur(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorText(name)).toBe('Company Name is required');
    expect(byId('root_street').getAttribute('aria-invalid')).toBeNull();

    await act(async () => changeLanguage('es'));
    expect(errorText(name)).toBe('El nombre de la empresa es obligatorio');
  });

  it('shows the pattern message of the UI schema', async () => {
    await render(companyForm);
    const cityState = byId('root_cityState');
    await type(cityState, 'Austin Texas');
    await blur(cityState);
    expect(errorText(cityState)).toBe('Invalid City, State');
    await type(cityState, 'Austin, TX');
    expect(cityState.getAttribute('aria-invalid')).toBeNull();
  });

  it('on submit shows every error, focuses the first invalid field and does not submit', async () => {
    await render(companyForm, { companyName: 'Acme' });
    await submit();
    expect(submitted).toHaveLength(0);
    expect(document.activeElement?.id).toBe('root_street');
    expect(errorText(byId('root_street'))).toBe('Business Address is required');
    expect(errorText(byId('root_zipCode'))).toBe('Zip Code is required');
    expect(errorText(byId('root_phone'))).toBe('Phone Number is required');
    expect(errorText(byId('root_website'))).toBe('Website is required');
    expect(errorText(byId('root_industryId'))).toBe('Industry is required');
    expect(errorText(byId('root_companySizeId'))).toBe('Company Size is required');
  });

  it('submits valid data and reports validity', async () => {
    await render(companyForm, {
      companyName: 'Acme',
      street: '1 Main St',
      cityState: 'Austin, TX',
      zipCode: '78701',
      phone: '512-555-0100',
      website: 'acme.test',
      industryId: 31,
      companySizeId: 1133,
      isFederalContractor: false,
      isStaffProvider: true,
    });
    expect(container.querySelector('[data-testid="validity"]')?.textContent).toBe('valid');
    await submit();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ companyName: 'Acme', industryId: 31, isStaffProvider: true });
  });

  it('rejects a zip code over 15 characters', async () => {
    await render(companyForm);
    const zip = byId('root_zipCode');
    await type(zip, '1234567890123456');
    await blur(zip);
    expect(errorText(zip)).toBe('Too many characters');
  });

  it('masks the phone as ###-###-####', async () => {
    await render(companyForm);
    const phone = byId('root_phone');
    await type(phone, '5125550100');
    expect(phone.value).toBe('512-555-0100');
    await type(phone, 'abc');
    expect(phone.value).toBe('');
    await type(phone, '51255');
    expect(phone.value).toBe('512-55');
    await blur(phone);
    expect(errorText(phone)).toBe('Invalid Phone Number Format');
  });

  it("shows a select's required message as soon as the placeholder is picked", async () => {
    await render(companyForm, { industryId: 31 });
    const industry = byId<HTMLSelectElement>('root_industryId');
    expect(errorText(industry)).toBe('');
    await act(async () => {
      industry.value = '';
      industry.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(industry.getAttribute('aria-invalid')).toBe('true');
    expect(errorText(industry)).toBe('Industry is required');
  });

  it("sorts a select's options by their labels in the language's order", async () => {
    const sortedForm: SchemaFormDefinition<Data> = {
      schema: { type: 'object', properties: { animal: { type: 'integer', enum: [1, 2, 3] } } },
      uiSchema: {
        animal: { 'ui:widget': 'select', 'ui:enumNames': ['Oso', 'Ñandú', 'Nube'], 'ui:options': { sort: 'label' } },
      },
      validator: customizeValidator<Data>(),
    };
    const labels = () => [...byId<HTMLSelectElement>('root_animal').options].slice(1).map((option) => option.text);
    await render(sortedForm);
    expect(labels()).toEqual(['Ñandú', 'Nube', 'Oso']);
    // Spanish has Ñ as a letter of its own, after N.
    await act(async () => changeLanguage('es'));
    expect(labels()).toEqual(['Nube', 'Ñandú', 'Oso']);
  });

  it('searches cities from 3 characters and clears suggestions below 3', async () => {
    await render(companyForm);
    const input = byId('root_cityState');
    await type(input, 'Au');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(cityCalls).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await type(input, 'Aus');
    await vi.waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(cityCalls).toEqual(['Aus']);
    expect(CITY_SEARCH_MIN_LENGTH).toBe(3);
    const options = [...container.querySelectorAll('[role="option"]')].map((option) => option.textContent);
    expect(options).toEqual(['Austin, TX', 'Austell, GA']);

    await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    expect(input.getAttribute('aria-activedescendant')).toBe(container.querySelector('[role="option"]')!.id);
    await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(input.value).toBe('Austin, TX');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await type(input, 'Aust');
    await vi.waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    await type(input, 'Au');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelectorAll('[role="option"]')).toHaveLength(0);
  });

  it('applies the date-range rules with their messages', async () => {
    await render(rangeForm);
    const from = byId('root_period_from');
    const to = byId('root_period_to');
    expect(labelOf(from)).toContain('From Date');
    await type(from, '01012024');
    expect(from.value).toBe('01/01/2024');
    await type(to, '12312023');
    await blur(from);
    await blur(to);
    expect(errorText(from)).toBe('From Date cannot be after the To Date');
    expect(errorText(to)).toBe('To Date cannot be before the From Date');
    await type(to, '01022025');
    expect(errorText(to)).toBe('The To Date and From Date fields cannot exceed a year.');
    await type(to, '');
    expect(errorText(to)).toBe('To Date is required');
    expect(container.querySelector('[data-testid="validity"]')?.textContent).toBe('invalid');
    await type(to, '06302024');
    expect(to.getAttribute('aria-invalid')).toBeNull();
    expect(container.querySelector('[data-testid="validity"]')?.textContent).toBe('valid');
  });
});

describe('precompiled validators', () => {
  it('contain no runtime code generation', () => {
    const code = readFileSync(
      join(import.meta.dirname, '../../../schemas/compiled/company-info.validators.js'),
      'utf8',
    );
    expect(code).not.toMatch(/new Function|\beval\(|require\(/);
  });

  it('validate without eval', () => {
    const evalSpy = vi.spyOn(globalThis, 'eval');
    const FunctionSpy = vi.spyOn(globalThis, 'Function');
    const definition = defineSchemaForm<Data>(companySchema, companyUi, companyValidators);
    const result = definition.validator.validateFormData({ companyName: 'x' }, definition.schema);
    expect(result.errors.length).toBeGreaterThan(0);
    expect(evalSpy).not.toHaveBeenCalled();
    expect(FunctionSpy).not.toHaveBeenCalled();
  });
});
