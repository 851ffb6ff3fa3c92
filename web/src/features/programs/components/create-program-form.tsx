import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { createProgramFormSchema, type CreateProgramForm } from '@shared/contract/program.schema';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { fieldsNamed, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useCreateProgram } from '../api/create-program';
import { LogoDropzone } from './logo-dropzone';
import { ProgramTextFields } from './program-text-fields';

type CreateProgramInput = z.input<typeof createProgramFormSchema>;

const PROGRAM_FIELDS = fieldsNamed<CreateProgramInput>(['name', 'description', 'logo']);

export function CreateProgramFormView() {
  const { t } = useTranslation('programs');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const createProgram = useCreateProgram();
  const form = useForm<CreateProgramInput, unknown, CreateProgramForm>({
    resolver: zodResolver(createProgramFormSchema),
    defaultValues: { name: '', description: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const programId = await createProgram.mutateAsync(values, {
      onError: (error) => setServerFieldErrors(error, form.setError, PROGRAM_FIELDS),
    });
    await navigate(localePath(`/${encodeURIComponent(programId)}/dashboard`));
  });

  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
      <Stack gap="md">
        <FormErrorAlert
          message={createProgram.error && t(errorMessageKey(createProgram.error, 'programCreate'))}
        />
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
