import { Menu } from '@mantine/core';
import type { ExportFormat } from '@shared/contract/export.schema';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusHandoff, type DeferredMenuState } from '@/components/deferred-menu';
import { ExportMenuButton } from './export-menu-button';

export interface ExportMenuDropdownProps {
  /** What the file will hold, already worded ("1,234 records in this view"). */
  label: string;
  loading: boolean;
  onExport: (format: ExportFormat) => void;
}

/** CSV or Excel. */
export function ExportMenuDropdown({
  label,
  loading,
  onExport,
  opened,
  focused,
}: ExportMenuDropdownProps & DeferredMenuState) {
  const { t } = useTranslation('records');
  const button = useRef<HTMLButtonElement>(null);
  useFocusHandoff(focused, button);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={opened}>
      <Menu.Target>
        <ExportMenuButton ref={button} loading={loading} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        <Menu.Item onClick={() => onExport('csv')}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => onExport('xlsx')}>{t('export.xlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
