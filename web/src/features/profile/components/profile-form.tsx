import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { updateUserDataRequestSchema, type User } from '@shared/contract/user.schema';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { usePlainForm } from '@/lib/forms/use-plain-form';
import { useUpdateUserData } from '../api/update-user-data';

// The contract's update schema, with both names required on this form.
const profileSchema = z.required(updateUserDataRequestSchema);

/**
 * One's first and last names: plain React state checked by the contract's schema
 * (usePlainForm), not react-hook-form's 17 KB (issue 15's budget). As with the other forms:
 * checked on "Save", then again as they change; the first field in error takes the focus; a
 * field the api refuses shows its message beside it.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const update = useUpdateUserData();
  const form = usePlainForm(
    profileSchema,
    { first_name: user.first_name, last_name: user.last_name },
    ['first_name', 'last_name'],
  );
  const { isDirty } = form;

  const submit = form.handleSubmit(async (names) => {
    const updated = await update.mutateAsync(names);
    form.reset({ first_name: updated.first_name, last_name: updated.last_name });
  });

  const errorOf = (field: 'first_name' | 'last_name') =>
    form.errors[field] !== undefined ? t('form.nameError') : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={update.error && t(errorMessageKey(update.error, 'profile'))} />
        {update.isSuccess && !isDirty && (
          <Alert color="teal" variant="light" icon={<IconCheck size={18} />} role="status">
            {t('form.saved')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.firstName')}
            autoComplete="given-name"
            error={errorOf('first_name')}
            {...form.text('first_name')}
          />
          <TextInput
            label={t('form.lastName')}
            autoComplete="family-name"
            error={errorOf('last_name')}
            {...form.text('last_name')}
          />
        </SimpleGrid>
        <TextInput label={t('form.email')} value={user.email} readOnly disabled />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
