import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import {
  registerRequestSchema,
  type FetchEmailResponse,
} from '@shared/contract/registration.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { fieldsNamed, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useServices } from '@/lib/services';
import { useRegister } from '../../api/register';
import { linkProblem } from '../../utils/link-problem';
import { useEnterProgram } from '../../utils/use-enter-program';
import { useRecaptchaToken } from '../../utils/use-recaptcha-token';

// The contract's registration fields, all required here, and the password typed twice.
const newAccountSchema = z
  .extend(
    z.required(
      z.pick(registerRequestSchema, { first_name: true, last_name: true, password: true }),
    ),
    { confirm: z.string() },
  )
  .check(z.refine((values) => values.password === values.confirm, { path: ['confirm'] }));
type NewAccountInput = z.input<typeof newAccountSchema>;
type NewAccountValues = z.output<typeof newAccountSchema>;
const NAMED_FIELDS = fieldsNamed<NewAccountInput>(['first_name', 'last_name', 'password']);

interface NewAccountFormProps {
  id: string;
  code: string;
  invitation: FetchEmailResponse;
}

/** A new address: names and a password create the account, which is then signed in. */
export function NewAccountForm({ id, code, invitation }: NewAccountFormProps) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const registration = useRegister();
  const recaptchaToken = useRecaptchaToken();
  const enterProgram = useEnterProgram();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<NewAccountInput, unknown, NewAccountValues>({
    resolver: zodResolver(newAccountSchema),
    defaultValues: { first_name: '', last_name: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ first_name, last_name, password }) => {
    setErrorKey(null);
    try {
      await registration.mutateAsync({
        id,
        code,
        first_name,
        last_name,
        password,
        ...(await recaptchaToken('registration')),
      });
    } catch (error) {
      // Fields the API refused show beside themselves; other refusals are about the link.
      const named = setServerFieldErrors(error, form.setError, NAMED_FIELDS);
      const problem = named ? null : linkProblem(error);
      setErrorKey(
        problem ? `auth:registration.${problem}.title` : errorMessageKey(error, 'registration'),
      );
      return;
    }
    try {
      // The API answered an ID token; the SDK signs in with what the user just typed.
      await auth.signInWithPassword(invitation.email, password);
      await enterProgram(invitation.program._id);
    } catch (error) {
      setErrorKey(errorMessageKey(error, 'signIn'));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={errorKey && t(errorKey)} />
        {/* Read-only, not disabled: password managers file the new password under it. */}
        <TextInput
          label={t('fields.email')}
          value={invitation.email}
          readOnly
          variant="filled"
          autoComplete="username"
          size="md"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('registration.firstName')}
            autoComplete="given-name"
            size="md"
            error={errors.first_name ? t('registration.validation.name') : null}
            {...form.register('first_name')}
          />
          <TextInput
            label={t('registration.lastName')}
            autoComplete="family-name"
            size="md"
            error={errors.last_name ? t('registration.validation.name') : null}
            {...form.register('last_name')}
          />
        </SimpleGrid>
        <PasswordInput
          label={t('registration.password')}
          description={t('registration.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          size="md"
          error={
            errors.password
              ? t('registration.validation.password', { count: PASSWORD_MIN_LENGTH })
              : null
          }
          {...form.register('password')}
        />
        <PasswordInput
          label={t('registration.confirm')}
          autoComplete="new-password"
          size="md"
          error={errors.confirm ? t('registration.validation.confirm') : null}
          {...form.register('confirm')}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {t('registration.submit')}
        </Button>
      </Stack>
    </form>
  );
}
