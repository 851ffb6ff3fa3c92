import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RulesProgress } from '@shared/contract/collect.schema';
import { formatNumber } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';

/** How far the application of changed rules has gone, or its failure (see RulesProgressNotice). */
export function RulesProgressAlert({ progress }: { progress: RulesProgress }) {
  const { t } = useTranslation('records');
  const intlLocale = useIntlLocale();
  if (progress.state === 'ERROR') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {t('rulesProgress.error')}
      </Alert>
    );
  }
  if (progress.state !== 'APPLYING') return null;
  const figures = {
    done: formatNumber(progress.done, intlLocale),
    total: formatNumber(progress.total, intlLocale),
  };
  const share = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
  return (
    <Alert color="blue" variant="light" icon={<IconShieldCog size={18} />} role="status">
      <Stack gap={6}>
        <Text size="sm">{t('rulesProgress.applying', figures)}</Text>
        <Progress value={share} size="sm" aria-label={t('rulesProgress.label', { share })} />
      </Stack>
    </Alert>
  );
}
