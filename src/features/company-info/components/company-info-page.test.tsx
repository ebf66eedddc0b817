import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { failureCases, itRecoversFromLoadFailures } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import { CompanyInfoPage } from './company-info-page';

/**
 * Company Info's load at its address over the real demo handlers and seed: the company's record in the
 * form, and each way the answer can fail (the spec's message inline with Retry, one toast, Retry recovering
 * in place).
 */

const INFO = '/api/companies/info';
const MESSAGE = 'Error occurred while trying to load company information';

const { server } = recordedDemoBackend();

const FAILURES = failureCases({
  malformedJson: '{"companyId": 1001, "companyName": "Acme',
  contractBreaking: { companyId: demoCompanies.acme.id, companyName: 'Acme Health' },
});

/** The page as the owner sees it at its address (the page alone: through the route table the file took 4x as long). */
const show = () => renderApp(<CompanyInfoPage />, { url: paths.accountCompanyInfo.href() });

/** The form control a label names (a required mark may follow the label's text). */
const companyName = () => screen.queryByLabelText(/^Company Name/);
/** The form's text fields in the page (the form is not a named landmark, so it has no role to query). */
const formFields = () => screen.queryAllByRole('textbox');
const updateButton = () => screen.queryByRole('button', { name: 'Update' });

describe('CompanyInfoPage', () => {
  it('shows the company’s record in the form', async () => {
    const { toasts } = await show();
    await waitFor(() => expect(companyName()).toHaveValue('Acme Health'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  itRecoversFromLoadFailures(server, FAILURES, {
    request: `*${INFO}`,
    message: MESSAGE,
    heading: 'Company Info',
    show,
    // Nothing of a failed answer is shown: no form at all.
    nothingShown: () => {
      expect(formFields()).toHaveLength(0);
      expect(updateButton()).not.toBeInTheDocument();
    },
    shown: async () => {
      await waitFor(() => expect(companyName()).toHaveValue('Acme Health'));
      expect(updateButton()).toBeInTheDocument();
    },
  });
});
