import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n/use-locale';
import type { OutboxEntry } from '@/lib/outbox/outbox-entry';
import { entriesToCsv, entriesToJson, saveTextFile } from '../utils/export-entries';

/** Refused records, or everything not sent, as JSON (every field, the files too) or CSV. */
export function DownloadMenu({ unsent }: { unsent: readonly OutboxEntry[] }) {
  const { t } = useTranslation('outbox');
  const locale = useLocale();
  const refused = unsent.filter((entry) => entry.status === 'refused');
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '-');

  function save(entries: readonly OutboxEntry[], which: string, format: 'json' | 'csv') {
    const name = `rainbow-outbox-${which}-${stamp}.${format}`;
    if (format === 'json') saveTextFile(name, 'application/json', entriesToJson(entries, locale));
    else saveTextFile(name, 'text/csv;charset=utf-8', entriesToCsv(entries, locale, t));
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={unsent.length === 0}
        >
          {t('download.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={refused.length === 0} onClick={() => save(refused, 'refused', 'json')}>
          {t('download.refusedJson')}
        </Menu.Item>
        <Menu.Item disabled={refused.length === 0} onClick={() => save(refused, 'refused', 'csv')}>
          {t('download.refusedCsv')}
        </Menu.Item>
        <Menu.Item onClick={() => save(unsent, 'all', 'json')}>{t('download.allJson')}</Menu.Item>
        <Menu.Item onClick={() => save(unsent, 'all', 'csv')}>{t('download.allCsv')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
