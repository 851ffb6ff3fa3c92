import { Textarea, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface ProgramTextFieldsProps {
  name: UseFormRegisterReturn<'name'>;
  description: UseFormRegisterReturn<'description'>;
  errors: { name?: unknown; description?: unknown };
}

/** The name and description of a program, as created and as edited in its settings. */
export function ProgramTextFields({ name, description, errors }: ProgramTextFieldsProps) {
  const { t } = useTranslation('programs');
  return (
    <>
      <TextInput
        label={t('createProgram.name')}
        description={t('createProgram.nameHint')}
        withAsterisk
        error={errors.name ? t('createProgram.errors.name') : null}
        {...name}
      />
      <Textarea
        label={t('fields.description')}
        description={t('fields.descriptionHint')}
        autosize
        minRows={3}
        maxRows={8}
        error={errors.description ? t('createProgram.errors.description') : null}
        {...description}
      />
    </>
  );
}
