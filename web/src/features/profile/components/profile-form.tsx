import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { updateUserDataRequestSchema, type User } from '@shared/contract/user.schema';
import { IconCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { fieldsNamed, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useUpdateUserData } from '../api/update-user-data';

// The contract's update schema, with both names required on this form.
const profileSchema = updateUserDataRequestSchema.required();
type ProfileInput = z.input<typeof profileSchema>;
type ProfileValues = z.output<typeof profileSchema>;
const PROFILE_FIELDS = fieldsNamed<ProfileInput>(['first_name', 'last_name']);

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const update = useUpdateUserData();
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await update.mutateAsync(values, {
      onError: (error) => setServerFieldErrors(error, form.setError, PROFILE_FIELDS),
    });
    form.reset({ first_name: saved.first_name, last_name: saved.last_name });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
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
            error={errors.first_name ? t('form.nameError') : null}
            {...form.register('first_name')}
          />
          <TextInput
            label={t('form.lastName')}
            autoComplete="family-name"
            error={errors.last_name ? t('form.nameError') : null}
            {...form.register('last_name')}
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
