import { Button, Card, Stack } from '@mantine/core';
import { IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isNotFound } from '@/lib/api-error';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useAttributionRule } from '../api/get-attribution-rule';
import { CollectGate } from '../components/collect-gate';
import { RuleForm } from '../components/rule-form';
import { rulesListPath } from '../utils/rule-paths';

/** `/{program_id}/collects/{collect_id}/attribution_rule/{attribution_rule_id}/edit` (SPEC §2). */
export default function EditAttributionRulePage() {
  const { t } = useTranslation('rules');
  const locale = useLocale();
  const localePath = useLocalePath();
  const programId = useRouteProgramId();
  const params = useParams();
  const collectId = params.collect_id ?? '';
  const rule = useAttributionRule(collectId, params.attribution_rule_id ?? '');
  const listPath = rulesListPath(programId, collectId);

  return (
    <CollectGate programId={programId} collectId={collectId}>
      {(collect) => {
        if (rule.isPending) return <PageLoader />;
        if (rule.isError) {
          return isNotFound(rule.error) ? (
            <Card>
              <EmptyState
                order={1}
                icon={<IconShieldOff size={28} />}
                title={t('form.goneTitle')}
                description={t('form.gone')}
                action={
                  <Button component={Link} to={localePath(listPath)} variant="light">
                    {t('list.title')}
                  </Button>
                }
              />
            </Card>
          ) : (
            <QueryError message={t('form.loadError')} onRetry={() => void rule.refetch()} />
          );
        }
        return (
          <Stack gap="lg">
            <PageHeader
              title={t('form.editTitle')}
              description={t('form.editSubtitle', { collect: collectTitle(collect, locale) })}
            />
            <RuleForm
              programId={programId}
              collectId={collect._id}
              rule={rule.data}
              doneTo={listPath}
            />
          </Stack>
        );
      }}
    </CollectGate>
  );
}
