import { Alert, Box, Button, Card, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { SchemaForm, useSchemaFormValidity } from '@/components/schema-form/schema-form';
import { QueryLoadError } from '@/components/ui/load-error';
import { PageFrame } from '@/components/ui/page-frame';
import { SaveWaitingNotice } from '@/components/ui/save-waiting-notice';
import type { AddressToStandardize, CompanyInfo, StandardizeAddressResult } from '@/generated/model';
import { useSession } from '@/lib/session/session-provider';
import { usePausedSave } from '@/lib/use-paused-save';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCompanyInfo, useSaveCompanyInfo, useStandardizeAddress } from '../api/use-company-info';
import { companyInfoForm } from '../utils/company-info-form';
import {
  addressToStandardize,
  canEditCompanyInfo,
  companyInfoValidate,
  toCompanyUpdate,
  toFormData,
  type AddressChoice,
  type CompanyInfoFormData,
} from '../utils/company-info-rules';
import { VerifyAddressDialog } from './verify-address-dialog';

const HEADING_ID = 'company-info-heading';
const FORM_ID = 'company-info-form';

interface Verification {
  form: CompanyInfoFormData;
  original: AddressToStandardize;
  result: StandardizeAddressResult;
}

function CompanyInfoEditor({ info, editable }: { info: CompanyInfo; editable: boolean }) {
  const { t } = useTranslation('company-info');
  const { user, company } = useSession();
  const auth = useAuth();
  const [formData, setFormData] = useState<CompanyInfoFormData>(() => toFormData(info));
  // What the server holds: the form has unsaved changes while it differs (leaving then asks first).
  const [savedData, setSavedData] = useState(formData);
  const [verification, setVerification] = useState<Verification | null>(null);
  const [saving, setSaving] = useState<AddressChoice | null>(null);
  const [standardizing, setStandardizing] = useState(false);
  const flight = useSingleFlight();
  const standardize = useStandardizeAddress();
  const save = useSaveCompanyInfo();
  // Offline both calls wait for the network; leaving the page, or Edit in Verify Address, drops them.
  const waiting = usePausedSave(standardize, save);
  const valid = useSchemaFormValidity(companyInfoForm, formData, { customValidate: companyInfoValidate });

  const saveWith = async (form: CompanyInfoFormData, choice: AddressChoice, result: StandardizeAddressResult) => {
    const body = toCompanyUpdate(form, choice, {
      info,
      userId: company?.userId ?? user?.id ?? 0,
      oAuthToken: auth.user?.access_token ?? null,
      standardization: result,
    });
    if (!body) return;
    setSaving(choice);
    try {
      const saved = toFormData(await save.mutateAsync({ data: body }));
      setFormData(saved);
      setSavedData(saved);
    } catch {
      // The mutation's meta toasts the failure; the form keeps what was typed.
    } finally {
      setSaving(null);
      setVerification(null);
    }
  };

  const submit = (form: CompanyInfoFormData) => {
    const original = addressToStandardize(form);
    if (!editable || !original) return;
    void flight.run(async () => {
      setStandardizing(true);
      try {
        // A failure is toasted by the mutation's meta (a failed call or a failure status alike).
        const result = await standardize.mutateAsync(original);
        if (result.standardAddress) {
          setVerification({ form, original, result });
        } else {
          await saveWith(form, 'none', result);
        }
      } finally {
        setStandardizing(false);
      }
    });
  };

  const choose = (choice: 'standard' | 'original') => {
    if (!verification) return;
    void flight.run(() => saveWith(verification.form, choice, verification.result));
  };

  // The paused call's await never settles once it is dropped: the form is given back here.
  const editAgain = () => {
    if (waiting.paused) {
      waiting.cancel();
      flight.release();
      setStandardizing(false);
      setSaving(null);
    }
    setVerification(null);
  };

  const busy = standardizing || saving !== null;
  return (
    <>
      <Card.Root>
        <Card.Body>
          <SchemaForm
            definition={companyInfoForm}
            id={FORM_ID}
            aria-labelledby={HEADING_ID}
            formData={formData}
            savedData={savedData}
            onChange={setFormData}
            onSubmit={submit}
            customValidate={companyInfoValidate}
            readOnly={!editable}
          >
            {/* Spec section 5: Update is disabled unless the form is valid and the role is 1 or 2. */}
            {waiting.paused && !verification ? (
              <Box mt="6">
                <SaveWaitingNotice />
              </Box>
            ) : null}
            <HStack justify="flex-end" mt="6">
              <Button type="submit" colorPalette="primary" disabled={!editable || !valid || busy} loading={busy}>
                {t('update')}
              </Button>
            </HStack>
          </SchemaForm>
        </Card.Body>
      </Card.Root>
      {verification?.result.standardAddress ? (
        <VerifyAddressDialog
          original={verification.original}
          standard={verification.result.standardAddress}
          saving={waiting.paused ? null : saving}
          waiting={waiting.paused}
          onChoose={choose}
          onEdit={editAgain}
        />
      ) : null}
    </>
  );
}

/** Company Info (spec section 2): the company's record, editable by owners and administrators. */
export function CompanyInfoPage() {
  const { t } = useTranslation('company-info');
  const { company } = useSession();
  const info = useCompanyInfo(company?.id);
  const editable = canEditCompanyInfo(company?.userRoleId);
  return (
    <PageFrame maxW="5xl" headingId={HEADING_ID}>
      {!editable ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t('readOnly')}</Alert.Description>
        </Alert.Root>
      ) : null}
      {info.isError ? (
        <QueryLoadError query={info} message={t('loadError')} />
      ) : info.isSuccess ? (
        <CompanyInfoEditor key={info.data.companyId} info={info.data} editable={editable} />
      ) : (
        <Text role="status">{t('loading')}</Text>
      )}
    </PageFrame>
  );
}
