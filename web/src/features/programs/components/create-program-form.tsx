import { Button, Group, Stack } from '@mantine/core';
import { createProgramFormSchema, type CreateProgramForm } from '@shared/contract/program.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { usePlainForm } from '@/lib/forms/use-plain-form';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useCreateProgram } from '../api/create-program';
import { LogoDropzone } from './logo-dropzone';
import { ProgramTextFields } from './program-text-fields';

/** A new program's name, description and logo: plain React state (usePlainForm). */
export function CreateProgramFormView() {
  const { t } = useTranslation('programs');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const createProgram = useCreateProgram();
  const form = usePlainForm(createProgramFormSchema, { name: '', description: '' }, [
    'name',
    'description',
    'logo',
  ]);
  const { errors } = form;

  const onSubmit = form.handleSubmit(async (values: CreateProgramForm) => {
    const programId = await createProgram.mutateAsync(values);
    await navigate(localePath(`/${encodeURIComponent(programId)}/dashboard`));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormErrorAlert
          message={createProgram.error && t(errorMessageKey(createProgram.error, 'programCreate'))}
        />
        <ProgramTextFields
          name={form.text('name')}
          description={form.text('description')}
          errors={errors}
        />
        <LogoDropzone
          file={form.values.logo}
          onFileChange={(file) => form.set('logo', file)}
          error={errors.logo !== undefined ? t('createProgram.errors.logo') : null}
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
