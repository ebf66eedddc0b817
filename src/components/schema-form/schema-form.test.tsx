import { act, screen, waitFor, within } from '@testing-library/react';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import companySchema from '@schemas/compiled/company-info.schema.json';
import companyUi from '@schemas/company-info.ui.json';
import companyValidators from '@schemas/compiled/company-info.validators.js';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { errorOf } from '@tests/support/screen-support';
import { searchCitiesQuerySubstrMax, searchCitiesQuerySubstrMin } from '@/generated/zod/companies/companies.zod';
import { changeLanguage } from '@/lib/i18n';
import es from '@/locales/es/company-info.json';
import { defineSchemaForm, type SchemaFormDefinition } from './form-definition';
import { SchemaForm, useSchemaFormValidity } from './schema-form';
import { shownDate, typedDate } from './widgets/date-input';

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

const CITIES = '/api/cities';
const { server, callsTo } = recordedDemoBackend();
/** The city searches the form asked for, in order. */
const citySearches = () => callsTo(CITIES).map((call) => call.query['substr']);
/** The city search answers these cities, whatever it is asked. */
const answerCities = (...cities: [city: string, stateCode: string][]) =>
  server.use(http.get(`*${CITIES}`, () => HttpResponse.json(cities.map(([city, stateCode]) => ({ city, stateCode })))));

const submitted: Data[] = [];
beforeEach(() => {
  submitted.length = 0;
});

interface HarnessProps {
  definition: SchemaFormDefinition<Data>;
  initial: Data;
  labelledBy?: string;
}

function Harness({ definition, initial, labelledBy }: HarnessProps) {
  const [data, setData] = useState<Data>(initial);
  const valid = useSchemaFormValidity(definition, data, { today: new Date(2026, 10, 22) });
  return (
    <SchemaForm
      definition={definition}
      id="test-form"
      aria-labelledby={labelledBy}
      formData={data}
      onChange={setData}
      onSubmit={(value) => submitted.push(value)}
      today={new Date(2026, 10, 22)}
    >
      <output aria-label="Validity">{valid ? 'valid' : 'invalid'}</output>
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

const render = (definition: SchemaFormDefinition<Data>, initial: Data = {}) =>
  renderApp(<Harness definition={definition} initial={initial} />);

/** The form control a label names (the required mark follows the label's text). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const validity = () => screen.getByLabelText('Validity');
/** A select's options after its placeholder, as the user reads them. */
const choices = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent);
/** Every labelled control that says it is invalid. */
const invalidControls = () =>
  screen.queryAllByLabelText(/./).filter((control) => control.getAttribute('aria-invalid') === 'true');

describe('SchemaForm', () => {
  it('associates every label with its input', async () => {
    await render(companyForm);
    expect(field('Company Name')).toHaveAttribute('id', 'root_companyName');
    expect(field('Business Phone')).toHaveAttribute('id', 'root_phone');
    expect(field('City, State')).toHaveAttribute('id', 'root_cityState');
    expect(field('Type of Industry')).toHaveAttribute('id', 'root_industryId');
  });

  it('is a form named by what its aria-labelledby points at', async () => {
    await renderApp(
      <>
        <h2 id="form-title">Company Info</h2>
        <Harness definition={companyForm} initial={{}} labelledBy="form-title" />
      </>,
    );
    expect(screen.getByRole('form', { name: 'Company Info' })).toHaveAttribute('id', 'test-form');
  });

  it('shows no error before the user touched a field or submitted', async () => {
    await render(companyForm);
    expect(invalidControls()).toEqual([]);
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
    expect(validity()).toHaveTextContent(/^invalid$/);
  });

  it('shows the translated required message once the field is left, wired with aria', async () => {
    const { user } = await render(companyForm);
    const name = field('Company Name');
    await user.click(name);
    await user.tab();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(name)).toBe('Company Name is required');
    expect(field('Business Address')).not.toHaveAttribute('aria-invalid');

    // The language changes outside React (the language switch's call): act lets the form render again.
    await act(() => changeLanguage('es'));
    expect(errorOf(name)).toBe('El nombre de la empresa es obligatorio');
  });

  it.each([
    // The pattern message of the UI schema.
    ['City, State', 'Austin Texas', 'Invalid City, State', 'Austin, TX'],
    // A zip code over 15 characters.
    ['Zip Code', '1234567890123456', 'Too many characters', '78701'],
  ])('%s: %j left shows %j, which goes once it holds %j', async (label, wrong, message, right) => {
    const { user } = await render(companyForm);
    const input = field(label);
    await user.type(input, wrong);
    await user.tab();
    expect(errorOf(input)).toBe(message);
    await user.clear(input);
    await user.type(input, right);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it("names the city search's minimum from the contract in the field's help", async () => {
    await render(companyForm);
    expect(field('City, State')).toHaveAccessibleDescription(
      `Type at least ${searchCitiesQuerySubstrMin} letters of the city, then choose it; for example Austin, TX.`,
    );
  });

  it('on submit shows every error, focuses the first invalid field and does not submit', async () => {
    const { user } = await render(companyForm, { companyName: 'Acme' });
    await user.click(screen.getByText('Save'));
    expect(submitted).toHaveLength(0);
    expect(field('Business Address')).toHaveFocus();
    expect(errorOf(field('Business Address'))).toBe('Business Address is required');
    expect(errorOf(field('Zip Code'))).toBe('Zip Code is required');
    expect(errorOf(field('Business Phone'))).toBe('Phone Number is required');
    expect(errorOf(field('Website Address'))).toBe('Website is required');
    expect(errorOf(field('Type of Industry'))).toBe('Industry is required');
    expect(errorOf(field('Number of Employees'))).toBe('Company Size is required');
  });

  it('submits valid data and reports validity', async () => {
    const { user } = await render(companyForm, {
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
    expect(validity()).toHaveTextContent(/^valid$/);
    await user.click(screen.getByText('Save'));
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ companyName: 'Acme', industryId: 31, isStaffProvider: true });
  });

  it('masks the phone as ###-###-####', async () => {
    const { user } = await render(companyForm);
    const phone = field('Business Phone');
    await user.type(phone, '5125550100');
    expect(phone).toHaveValue('512-555-0100');
    await user.clear(phone);
    await user.type(phone, 'abc');
    expect(phone).toHaveValue('');
    await user.type(phone, '51255');
    expect(phone).toHaveValue('512-55');
    await user.tab();
    expect(errorOf(phone)).toBe('Invalid Phone Number Format');
  });

  it("shows a select's required message as soon as the placeholder is picked", async () => {
    const { user } = await render(companyForm, { industryId: 31 });
    const industry = field('Type of Industry');
    expect(errorOf(industry)).toBe('');
    await user.selectOptions(industry, 'Select…');
    expect(industry).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(industry)).toBe('Industry is required');
  });

  it("sorts a select's options by their labels in the language's order", async () => {
    const sortedForm: SchemaFormDefinition<Data> = {
      schema: { type: 'object', properties: { animal: { type: 'integer', enum: [1, 2, 3] } } },
      uiSchema: {
        animal: { 'ui:widget': 'select', 'ui:enumNames': ['Oso', 'Ñandú', 'Nube'], 'ui:options': { sort: 'label' } },
      },
      validator: customizeValidator<Data>(),
    };
    const labels = () => choices(field('animal'));
    await render(sortedForm);
    expect(labels()).toEqual(['Ñandú', 'Nube', 'Oso']);
    // Spanish has Ñ as a letter of its own, after N.
    await act(() => changeLanguage('es'));
    expect(labels()).toEqual(['Nube', 'Ñandú', 'Oso']);
  });

  it("labels a select's values with the i18n keys ui:options.labelKeys names after them", async () => {
    const keyedForm: SchemaFormDefinition<Data> = {
      schema: { type: 'object', properties: { size: { type: 'integer', enum: [1131, 1130] } } },
      uiSchema: { size: { 'ui:widget': 'select', 'ui:options': { labelKeys: 'company-info:sizes' } } },
      validator: customizeValidator<Data>(),
    };
    await render(keyedForm, { size: 1130 });
    const size = field('size');
    expect(choices(size)).toEqual(['1-10', 'Self-employed']);
    expect(size).toHaveDisplayValue('Self-employed');
    await act(() => changeLanguage('es'));
    expect(size).toHaveDisplayValue('Trabajador por cuenta propia');
  });

  it("lists Company Info's industries in the user's language, ordered by their names in it", async () => {
    await renderApp(<Harness definition={companyForm} initial={{ industryId: 31 }} />, { language: 'es' });
    const industry = field('Tipo de industria');
    const names = choices(industry);
    expect(names).toEqual(Object.values(es.industries).sort(new Intl.Collator('es').compare));
    // In English, Accounting/Finance (15) comes first.
    expect(names.slice(0, 3)).toEqual(['Aeroespacial/Defensa', 'Agricultura', 'Asociaciones']);
    expect(industry).toHaveDisplayValue('Salud');
  });

  it('searches cities from 3 characters and clears suggestions below 3', async () => {
    answerCities(['Austin', 'TX'], ['Austell', 'GA']);
    const { user } = await render(companyForm);
    const input = field('City, State');
    await user.type(input, 'Au');
    // Long enough for the debounced search to have run, had it been allowed to.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(citySearches()).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 's');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(citySearches()).toEqual(['Aus']);
    expect(searchCitiesQuerySubstrMin, "the contract's minimum is the spec's").toBe(3);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Austin, TX', 'Austell, GA']);

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Austin, TX');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.clear(input);
    await user.type(input, 'Aust');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await user.clear(input);
    await user.type(input, 'Au');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // No suggestion is left in the (hidden) list either.
    expect(
      within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true }),
    ).toHaveLength(0);
  });

  it('moves up from the field to the last city suggestion, and wraps at either end', async () => {
    answerCities(['Austin', 'TX'], ['Austell', 'GA'], ['Aust', 'XX']);
    const { user } = await render(companyForm);
    const input = field('City, State');
    await user.type(input, 'Aus');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(input).toHaveValue('Aust, XX');
  });

  it("asks for no city longer than the contract's search takes: no request, no suggestions, no toast", async () => {
    answerCities(['Austin', 'TX']);
    const { user, toasts } = await render(companyForm);
    const input = field('City, State');
    const longest = 'A'.repeat(searchCitiesQuerySubstrMax);
    await user.click(input);
    await user.paste(longest);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(citySearches()).toEqual([longest]);

    // One character more: the suggestions go at once, and no search leaves (the API would answer 400).
    await user.type(input, 'A, TX');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // Long enough for the debounced search to have run, had it been allowed to.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(citySearches()).toEqual([longest]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('applies the date-range rules with their messages', async () => {
    const { user } = await render(rangeForm);
    const from = field('From Date');
    const to = field('To Date');
    expect(from).toHaveAttribute('id', 'root_period_from');
    await user.type(from, '01012024');
    expect(from).toHaveValue('01/01/2024');
    // Typing in To leaves From; Tab leaves To.
    await user.type(to, '12312023');
    await user.tab();
    expect(errorOf(from)).toBe('From Date cannot be after the To Date');
    expect(errorOf(to)).toBe('To Date cannot be before the From Date');
    await user.clear(to);
    await user.type(to, '01022025');
    expect(errorOf(to)).toBe('The To Date and From Date fields cannot exceed a year.');
    await user.clear(to);
    expect(errorOf(to)).toBe('To Date is required');
    expect(validity()).toHaveTextContent(/^invalid$/);
    await user.type(to, '06302024');
    expect(to).not.toHaveAttribute('aria-invalid');
    expect(validity()).toHaveTextContent(/^valid$/);
  });
});

describe('date inputs', () => {
  it('show and take MM/DD/YYYY and give the form yyyy-MM-dd', async () => {
    const { user } = await render(rangeForm);
    await user.type(field('From Date'), '03052026');
    await user.type(field('To Date'), '03062026');
    expect(field('From Date')).toHaveValue('03/05/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ period: { from: '2026-03-05', to: '2026-03-06' } }]);
  });

  it('show a yyyy-MM-dd value as MM/DD/YYYY', async () => {
    await render(rangeForm, { period: { from: '2026-03-05', to: '2026-03-06' } });
    expect(field('From Date')).toHaveValue('03/05/2026');
    expect(field('To Date')).toHaveValue('03/06/2026');
  });

  it('give an unfinished or impossible date as typed, which the rules call invalid rather than missing', async () => {
    const { user } = await render(rangeForm);
    await user.type(field('From Date'), '0305');
    await user.type(field('To Date'), '02302026');
    await user.tab();
    expect(errorOf(field('From Date'))).toBe('Enter a valid date as MM/DD/YYYY');
    expect(errorOf(field('To Date'))).toBe('Enter a valid date as MM/DD/YYYY');
    expect(shownDate(typedDate('03/0'))).toBe('03/0');
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
