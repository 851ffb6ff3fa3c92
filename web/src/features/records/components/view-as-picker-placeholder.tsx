import { TextInput } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The view-as picker while its code comes: it looks as the picker does while it loads. */
export function ViewAsPickerPlaceholder() {
  const { t } = useTranslation('records');
  return (
    <TextInput
      aria-label={t('viewAs.label')}
      placeholder={t('viewAs.loading')}
      leftSection={<IconEye size={16} />}
      disabled
      w={280}
    />
  );
}
