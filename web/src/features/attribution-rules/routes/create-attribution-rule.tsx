import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useLocale } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { CollectGate } from '../components/collect-gate';
import { RuleForm } from '../components/rule-form';
import { rulesListPath } from '../utils/rule-paths';

/** `/{program_id}/collects/{collect_id}/attribution_rule/create` (SPEC §2). */
export default function CreateAttributionRulePage() {
  const { t } = useTranslation('rules');
  const locale = useLocale();
  const programId = useRouteProgramId();
  const collectId = useParams().collect_id ?? '';
  return (
    <CollectGate programId={programId} collectId={collectId}>
      {(collect) => (
        <Stack gap="lg">
          <PageHeader
            title={t('form.createTitle')}
            description={t('form.createSubtitle', { collect: collectTitle(collect, locale) })}
          />
          <RuleForm
            programId={programId}
            collectId={collect._id}
            doneTo={rulesListPath(programId, collect._id)}
          />
        </Stack>
      )}
    </CollectGate>
  );
}
