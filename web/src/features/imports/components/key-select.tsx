import type { ModelField } from '@shared/contract/model.schema';
import type { MatchingKey } from '@shared/contract/matching.schema';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useLocale } from '@/lib/i18n/use-locale';

const MATCHED = 'MATCHED_FIELDS';
const columnValue = (source: string) => `COLUMN:${source}`;

interface KeySelectProps {
  headers: readonly string[];
  /** The collect's matched fields, as model fields. */
  matched: readonly ModelField[];
  value: MatchingKey | null;
  onChange: (key: MatchingKey | null) => void;
}

/** How a row finds the record it updates: the collect's matched fields, or one column. */
export function KeySelect({ headers, matched, value, onChange }: KeySelectProps) {
  const { t } = useTranslation('imports');
  const locale = useLocale();
  const names = matched.map((field) => field.label[locale] || field.label.en).join(', ');
  const data = [
    ...(matched.length > 0
      ? [{ value: MATCHED, label: t('matching.keyMatched', { fields: names }) }]
      : []),
    ...headers.map((header) => ({
      value: columnValue(header),
      label: t('matching.keyColumn', { column: header }),
    })),
  ];
  const selected =
    value === null ? null : value.type === 'MATCHED_FIELDS' ? MATCHED : columnValue(value.source);
  return (
    <Select
      label={t('matching.key')}
      description={t('matching.keyHelp')}
      placeholder={t('matching.noKey')}
      data={data}
      value={selected}
      searchable
      onChange={(next) => {
        if (next === null) onChange(null);
        else if (next === MATCHED) onChange({ type: 'MATCHED_FIELDS' });
        else onChange({ type: 'COLUMN', source: next.slice('COLUMN:'.length) });
      }}
    />
  );
}
