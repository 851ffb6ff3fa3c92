import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '@/components/action-menu';
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
    <ActionMenu
      target={(props) => (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={unsent.length === 0}
          {...props}
        >
          {t('download.label')}
        </Button>
      )}
      items={[
        {
          key: 'refused-json',
          label: t('download.refusedJson'),
          disabled: refused.length === 0,
          onClick: () => save(refused, 'refused', 'json'),
        },
        {
          key: 'refused-csv',
          label: t('download.refusedCsv'),
          disabled: refused.length === 0,
          onClick: () => save(refused, 'refused', 'csv'),
        },
        {
          key: 'all-json',
          label: t('download.allJson'),
          onClick: () => save(unsent, 'all', 'json'),
        },
        { key: 'all-csv', label: t('download.allCsv'), onClick: () => save(unsent, 'all', 'csv') },
      ]}
    />
  );
}
