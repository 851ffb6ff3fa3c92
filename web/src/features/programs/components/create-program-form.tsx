import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { PROGRAM_LOGO_TYPES } from '@shared/constants';
import { createProgramFormSchema, type CreateProgramForm } from '@shared/contract/program.schema';
import { IconAlertCircle, IconPhoto } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-error';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useCreateProgram } from '../api/create-program';

const API_ERRORS: Record<string, string> = {
  ALREADY_EXISTS: 'createProgram.errors.exists',
  PAYLOAD_TOO_LARGE: 'createProgram.errors.logoTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'createProgram.errors.logoType',
  VALIDATION_ERROR: 'createProgram.errors.invalid',
};

export function CreateProgramFormView() {
  const { t } = useTranslation('programs');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const createProgram = useCreateProgram();
  const form = useForm<z.input<typeof createProgramFormSchema>, unknown, CreateProgramForm>({
    resolver: zodResolver(createProgramFormSchema),
    defaultValues: { name: '' },
  });
  const { errors } = form.formState;
  const apiError = createProgram.error;
  const apiErrorKey =
    apiError && isApiError(apiError)
      ? (API_ERRORS[apiError.code] ?? 'createProgram.errors.generic')
      : null;

  const onSubmit = form.handleSubmit(async (values) => {
    const programId = await createProgram.mutateAsync(values);
    await navigate(localePath(`/${encodeURIComponent(programId)}/dashboard`));
  });

  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
      <Stack gap="md">
        {apiErrorKey && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t(apiErrorKey)}
          </Alert>
        )}
        <TextInput
          label={t('createProgram.name')}
          description={t('createProgram.nameHint')}
          withAsterisk
          error={errors.name ? t('createProgram.errors.name') : null}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="logo"
          render={({ field }) => (
            <FileInput
              label={t('createProgram.logo')}
              description={t('createProgram.logoHint')}
              placeholder={t('createProgram.logoPlaceholder')}
              accept={PROGRAM_LOGO_TYPES.join(',')}
              leftSection={<IconPhoto size={16} />}
              clearable
              value={field.value ?? null}
              onChange={(file) => field.onChange(file ?? undefined)}
              error={errors.logo ? t('createProgram.errors.logo') : null}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={createProgram.isPending}>
            {t('createProgram.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
