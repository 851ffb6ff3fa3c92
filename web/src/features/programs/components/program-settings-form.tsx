import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  editProgramFormSchema,
  type EditProgramForm,
  type ProgramDetail,
} from '@shared/contract/program.schema';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { fieldsNamed, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useEditProgram } from '../api/edit-program';
import { LogoDropzone } from './logo-dropzone';
import { ProgramTextFields } from './program-text-fields';

type FormInput = z.input<typeof editProgramFormSchema>;
const PROGRAM_FIELDS = fieldsNamed<FormInput>(['name', 'description', 'logo']);

function defaults(program: ProgramDetail): FormInput {
  return { name: program.name, description: program.description ?? '', remove_logo: false };
}

/** Name, description and logo of a program (administrators and its managers). */
export function ProgramSettingsForm({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation('programs');
  const edit = useEditProgram();
  const form = useForm<FormInput, unknown, EditProgramForm>({
    resolver: zodResolver(editProgramFormSchema),
    defaultValues: defaults(program),
  });
  const { errors, isDirty } = form.formState;
  const removed = useWatch({ control: form.control, name: 'remove_logo' }) === true;

  const onSubmit = form.handleSubmit(async (values) => {
    await edit.mutateAsync(
      { programId: program._id, values },
      { onError: (error) => setServerFieldErrors(error, form.setError, PROGRAM_FIELDS) },
    );
    form.reset({
      name: values.name,
      description: values.description ?? '',
      remove_logo: false,
      logo: undefined,
    });
    notifications.show({ color: 'teal', message: t('settings.saved') });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={edit.error && t(errorMessageKey(edit.error, 'programEdit'))} />
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
              onFileChange={(file) => {
                field.onChange(file);
                if (file) form.setValue('remove_logo', false, { shouldDirty: true });
              }}
              currentUrl={program.logo}
              removed={removed}
              onRemoveCurrent={() => form.setValue('remove_logo', true, { shouldDirty: true })}
              error={errors.logo ? t('createProgram.errors.logo') : null}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!isDirty || edit.isPending}
            onClick={() => form.reset(defaults(program))}
          >
            {t('settings.discard')}
          </Button>
          <Button type="submit" loading={edit.isPending} disabled={!isDirty}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
