import { Alert, Box, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { SchemaForm, useSchemaFormValidity, type SchemaFormValidate } from '@/components/schema-form/schema-form';
import { SaveDialog } from '@/components/ui/save-dialog';
import { env } from '@/config/env';
import { NewUserRole, type AccessFlags, type Company, type CompanyUser, type User } from '@/generated/model';
import { apiFailureKind } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-provider';
import { useUnsavedChanges } from '@/lib/session/unsaved-changes';
import type { SingleFlight } from '@/lib/use-single-flight';
import { useAddCompanyUser, useFindUserByEmail } from '../api/use-user-mutations';
import {
  addFieldError,
  addUserDetailsForm,
  addUserEmailForm,
  withFieldStates,
  type AddUserDetailsData,
  type AddUserEmailData,
} from '../utils/user-forms';
import { allowedFlags, NO_ACCESS } from '../utils/user-rules';
import { emailInCompany } from '../utils/user-validation';
import { AccessSwitches } from './access-switches';

export interface AddUserDialogProps {
  company: Company;
  existingUsers: readonly CompanyUser[];
  onClose: () => void;
  /** Where focus goes on close: the dialog's own email field is gone by then, so it would fall to the body. */
  finalFocus: () => HTMLElement | null;
}

type Step = 'email' | 'details';

const ROLE_LIST = {
  roles: [NewUserRole.User, NewUserRole.Administrator].map((role) => ({ value: role, label: `users:roles.${role}` })),
};

function StepIndicator({ step }: { step: Step }) {
  const { t } = useTranslation('users');
  const steps: [Step, string][] = [
    ['email', t('stepper.stepEmail')],
    ['details', t('stepper.stepDetails')],
  ];
  return (
    <List.Root as="ol" aria-label={t('stepper.steps')} display="flex" gap="4" listStyle="none" ms="0" mb="4">
      {steps.map(([name, label], index) => {
        const current = name === step;
        return (
          <List.Item key={name} aria-current={current ? 'step' : undefined} display="flex" alignItems="center" gap="2">
            <Flex
              aria-hidden="true"
              boxSize="6"
              rounded="full"
              align="center"
              justify="center"
              textStyle="xs"
              fontWeight="semibold"
              bg={current ? 'colorPalette.solid' : 'bg.muted'}
              color={current ? 'colorPalette.contrast' : 'fg'}
            >
              {index + 1}
            </Flex>
            <Text textStyle="sm" fontWeight={current ? 'semibold' : 'normal'}>
              <Box as="span" srOnly>
                {t('stepper.stepOf', { step: index + 1, total: steps.length })}:{' '}
              </Box>
              {label}
            </Text>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/** The Add User stepper (spec section 4): email lookup, then names, role and access switches. */
export function AddUserDialog({ company, existingUsers, onClose, finalFocus }: AddUserDialogProps) {
  const { t } = useTranslation('users');
  const auth = useAuth();
  const { user: me } = useSession();
  const emailFormId = useId();
  const detailsFormId = useId();
  const titleId = useId();
  const add = useAddCompanyUser();
  const findUser = useFindUserByEmail();

  const [step, setStep] = useState<Step>('email');
  const [emailData, setEmailData] = useState<AddUserEmailData>({});
  const [details, setDetails] = useState<AddUserDetailsData>({ userRole: NewUserRole.User });
  const [flags, setFlags] = useState<AccessFlags>(NO_ACCESS);
  const [found, setFound] = useState<User | null>(null);
  const [failure, setFailure] = useState<'exists' | 'contact' | null>(null);
  useUnsavedChanges(Boolean(emailData.email?.trim()) || step === 'details');

  const emailRules = useCallback<SchemaFormValidate<AddUserEmailData>>(
    (data, errors) => {
      if (emailInCompany(data?.email, existingUsers)) addFieldError(errors, 'email', 'users:validation.userExists');
      return errors;
    },
    [existingUsers],
  );
  const detailsValid = useSchemaFormValidity(addUserDetailsForm, details);
  const detailsDefinition = useMemo(
    () => withFieldStates(addUserDetailsForm, found ? { firstName: 'disabled', lastName: 'disabled' } : {}),
    [found],
  );

  const lookUp = (flight: SingleFlight, { email }: AddUserEmailData) => {
    if (!email) return;
    void flight.run(async () => {
      const user = await findUser.mutateAsync(email.trim());
      setFound(user);
      setDetails(
        user
          ? { firstName: user.firstName, lastName: user.lastName, userRole: NewUserRole.User }
          : { userRole: NewUserRole.User },
      );
      setFlags(NO_ACCESS);
      setFailure(null);
      setStep('details');
    });
  };

  const submit = (flight: SingleFlight, data: AddUserDetailsData) => {
    const email = (emailData.email ?? '').trim();
    setFailure(null);
    void flight.run(async () => {
      try {
        await add.mutateAsync({
          data: {
            companyId: company.id,
            companyLegacyId: company.legacyId,
            companyName: company.name,
            authorizingUser: me?.email ?? '',
            firstName: (data.firstName ?? '').trim(),
            lastName: (data.lastName ?? '').trim(),
            email,
            confirmEmail: email,
            has_SSO: found?.has_SSO ?? false,
            userRole: data.userRole ?? NewUserRole.User,
            ...allowedFlags(flags, company),
            oAuthToken: auth.user?.access_token ?? null,
          },
        });
      } catch (error) {
        // The mutation's meta toasts the failure. A 409 means someone added this person meanwhile: say so
        // rather than send them to Customer Service.
        setFailure(apiFailureKind(error) === 'conflict' ? 'exists' : 'contact');
        return;
      }
      onClose();
    });
  };

  const back = () => {
    setFailure(null);
    setStep('email');
  };

  const title =
    step === 'email' ? t('stepper.title') : found ? t('stepper.existingUserTitle') : t('stepper.newUserTitle');

  return (
    <SaveDialog
      title={title}
      titleId={titleId}
      onClose={onClose}
      saves={[add, findUser]}
      finalFocusEl={finalFocus}
      scrollBehavior="inside"
      contentProps={{ maxW: '50rem', w: 'full', mx: '3' }}
      cancelLabel={t('stepper.cancel')}
      submit={
        step === 'email'
          ? { form: emailFormId, label: t('stepper.next'), pendingLabel: t('stepper.checking') }
          : { form: detailsFormId, label: t('stepper.add'), pendingLabel: t('stepper.adding'), disabled: !detailsValid }
      }
      footerStart={
        step === 'details' ? (
          <Button variant="ghost" onClick={back} disabled={add.isPending}>
            {t('stepper.back')}
          </Button>
        ) : null
      }
    >
      {(flight) => (
        <>
          <StepIndicator step={step} />
          {step === 'email' ? (
            <SchemaForm<AddUserEmailData>
              key="email"
              definition={addUserEmailForm}
              id={emailFormId}
              formData={emailData}
              onChange={setEmailData}
              onSubmit={(data) => lookUp(flight, data)}
              customValidate={emailRules}
              disabled={flight.pending}
              aria-labelledby={titleId}
            />
          ) : (
            <Stack gap="4">
              <Box>
                <Text textStyle="sm" color="fg.muted">
                  {t('fields.email')}
                </Text>
                <Text fontWeight="medium" data-testid="add-user-email">
                  {emailData.email}
                </Text>
                {found ? (
                  <Text textStyle="sm" color="fg.muted" mt="1">
                    {t('stepper.existingHint')}
                  </Text>
                ) : null}
              </Box>
              <SchemaForm<AddUserDetailsData>
                key="details"
                definition={detailsDefinition}
                id={detailsFormId}
                formData={details}
                onChange={setDetails}
                onSubmit={(data) => submit(flight, data)}
                lists={ROLE_LIST}
                disabled={add.isPending}
                aria-labelledby={titleId}
              >
                <Box mt="4">
                  <AccessSwitches
                    value={flags}
                    onChange={setFlags}
                    editingSelf={false}
                    company={company}
                    disabled={add.isPending}
                  />
                </Box>
              </SchemaForm>
              {failure ? (
                <Alert.Root status="error" alignItems="center">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Description role="alert">
                      {failure === 'exists'
                        ? t('validation.userExists')
                        : t('errors.addUserContact', { email: env.supportEmail })}
                    </Alert.Description>
                  </Alert.Content>
                  <Button size="sm" variant="outline" onClick={() => setFailure(null)}>
                    {t('stepper.close')}
                  </Button>
                </Alert.Root>
              ) : null}
            </Stack>
          )}
        </>
      )}
    </SaveDialog>
  );
}
