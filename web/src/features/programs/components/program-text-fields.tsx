import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlainTextField } from '@/lib/forms/use-plain-form';

interface ProgramTextFieldsProps {
  name: PlainTextField;
  description: PlainTextField;
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
        error={errors.name !== undefined ? t('createProgram.errors.name') : null}
        {...name}
      />
      <Textarea
        label={t('fields.description')}
        description={t('fields.descriptionHint')}
        autosize
        minRows={3}
        maxRows={8}
        error={errors.description !== undefined ? t('createProgram.errors.description') : null}
        {...description}
      />
    </>
  );
}
