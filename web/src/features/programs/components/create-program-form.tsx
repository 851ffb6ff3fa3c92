import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { createProgramFormSchema, type CreateProgramForm } from '@shared/contract/program.schema';
import { IconAlertCircle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useCreateProgram } from '../api/create-program';
import { programErrorKey } from '../utils/program-error-key';
import { LogoDropzone } from './logo-dropzone';
import { ProgramTextFields } from './program-text-fields';

export function CreateProgramFormView() {
  const { t } = useTranslation('programs');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const createProgram = useCreateProgram();
  const form = useForm<z.input<typeof createProgramFormSchema>, unknown, CreateProgramForm>({
    resolver: zodResolver(createProgramFormSchema),
    defaultValues: { name: '', description: '' },
  });
  const { errors } = form.formState;
  const apiErrorKey = createProgram.error
    ? programErrorKey(createProgram.error, 'createProgram.errors.generic')
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
        <ProgramTextFields
          name={form.register('name')}
          description={form.register('description')}
          errors={errors}
        />
        <Controller
          control={form.control}
          name="logo"
          render={({ field }) => (
            <LogoDropzone
              file={field.value}
              onFileChange={field.onChange}
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
