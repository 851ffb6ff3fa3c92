import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** "Export ▾": the same before and after its menu's code has come. */
export function ExportMenuButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('records');
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      rightSection={<IconChevronDown size={14} />}
      {...props}
    >
      {t('export.button')}
    </Button>
  );
}
