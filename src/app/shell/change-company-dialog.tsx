import { Button, Checkbox, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { getGetCompaniesQueryKey, useSetDefaultCompany } from '@/generated/api/companies/companies';
import { useSession } from '@/lib/session/session-provider';
import { confirmDiscard, hasUnsavedChanges } from '@/lib/session/unsaved-changes';

interface ChangeCompanyDialogProps {
  onClose: () => void;
}

/** The change-company dialog (spec section 2). */
export function ChangeCompanyDialog({ onClose }: ChangeCompanyDialogProps) {
  const { t } = useTranslation('navigation');
  const { companies, company, selectCompany } = useSession();
  const selectId = useId();
  const [companyId, setCompanyId] = useState(() => company?.id ?? companies[0]?.id);
  const [setAsDefault, setSetAsDefault] = useState(false);
  const setDefault = useSetDefaultCompany({
    mutation: {
      meta: { errorToast: 'navigation:changeCompany.setDefaultError', invalidates: [getGetCompaniesQueryKey()] },
    },
  });

  const confirm = async () => {
    if (companyId === undefined) return;
    // Unsaved changes are dropped only if confirmed; without them the company changes in the click's own task.
    if (hasUnsavedChanges() && !(await confirmDiscard())) return;
    if (setAsDefault) setDefault.mutate({ data: { companyId } });
    selectCompany(companyId);
    onClose();
  };

  return (
    <FormDialog
      title={t('changeCompany.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('changeCompany.cancel')}
          </Button>
          <Button colorPalette="primary" onClick={() => void confirm()} disabled={companyId === undefined}>
            {t('changeCompany.ok')}
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Field.Root>
          <Field.Label htmlFor={selectId}>{t('changeCompany.company')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={selectId}
              value={companyId ?? ''}
              onChange={(event) => setCompanyId(Number(event.currentTarget.value))}
            >
              {companies.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Checkbox.Root checked={setAsDefault} onCheckedChange={(details) => setSetAsDefault(!!details.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('changeCompany.setAsDefault')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </FormDialog>
  );
}
