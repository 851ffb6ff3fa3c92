import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import {
  editProgramFormSchema,
  type EditProgramForm,
  type ProgramDetail,
} from '@shared/contract/program.schema';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { usePlainForm } from '@/lib/forms/use-plain-form';
import { useEditProgram } from '../api/edit-program';
import { LogoDropzone } from './logo-dropzone';
import { ProgramTextFields } from './program-text-fields';

type FormInput = z.input<typeof editProgramFormSchema>;

function defaults(program: ProgramDetail): FormInput {
  return { name: program.name, description: program.description ?? '', remove_logo: false };
}

/**
 * Name, description and logo of a program (administrators and its managers): plain React state
 * (usePlainForm), without react-hook-form on the settings' first load.
 */
export function ProgramSettingsForm({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation('programs');
  const edit = useEditProgram();
  const form = usePlainForm(editProgramFormSchema, defaults(program), [
    'name',
    'description',
    'logo',
  ]);
  const { errors, isDirty } = form;
  const removed = form.values.remove_logo === true;

  const onSubmit = form.handleSubmit(async (values: EditProgramForm) => {
    await edit.mutateAsync({ programId: program._id, values });
    form.reset({
      name: values.name,
      description: values.description ?? '',
      remove_logo: false,
      logo: undefined,
    });
    notifications.show({ color: 'teal', message: t('settings.saved') });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={edit.error && t(errorMessageKey(edit.error, 'programEdit'))} />
        <ProgramTextFields
          name={form.text('name')}
          description={form.text('description')}
          errors={errors}
        />
        <LogoDropzone
          file={form.values.logo}
          onFileChange={(file) =>
            form.patch(file ? { logo: file, remove_logo: false } : { logo: file })
          }
          currentUrl={program.logo}
          removed={removed}
          onRemoveCurrent={() => form.set('remove_logo', true)}
          error={errors.logo !== undefined ? t('createProgram.errors.logo') : null}
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
