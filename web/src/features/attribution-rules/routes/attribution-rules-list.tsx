import { Anchor, Button, Stack } from '@mantine/core';
import type { AttributionRule } from '@shared/contract/attribution-rule.schema';
import type { Collect } from '@shared/contract/collect.schema';
import { IconArrowLeft, IconPlus, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PagedList } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { RulesProgressNotice } from '@/components/rules-progress-notice';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useListParams } from '@/lib/use-list-params';
import { useAttributionRules } from '../api/get-attribution-rules';
import { CollectGate } from '../components/collect-gate';
import { DeleteRuleModal } from '../components/delete-rule-modal';
import { RulesTable } from '../components/rules-table';
import { collectDetailsPath, createRulePath, editRulePath } from '../utils/rule-paths';
import { ruleSentence } from '../utils/rule-sentence';

/** `/{program_id}/collects/{collect_id}/attribution_rules`: a collect's rules, in words. */
export default function AttributionRulesListPage() {
  const programId = useRouteProgramId();
  const collectId = useParams().collect_id ?? '';
  return (
    <CollectGate programId={programId} collectId={collectId}>
      {(collect) => <RulesList collect={collect} />}
    </CollectGate>
  );
}

function RulesList({ collect }: { collect: Collect }) {
  const { t } = useTranslation('rules');
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const params = useListParams();
  const rules = useAttributionRules(collect._id, params.position);
  const [deleting, setDeleting] = useState<AttributionRule | null>(null);
  const programId = collect.program_id;
  const add = (
    <Button
      component={Link}
      to={localePath(createRulePath(programId, collect._id))}
      leftSection={<IconPlus size={18} />}
    >
      {t('list.add')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={localePath(collectDetailsPath(programId, collect._id))}
        size="sm"
      >
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('list.details')}
      </Anchor>
      <PageHeader
        title={t('list.title')}
        description={t('list.subtitle', { collect: collectTitle(collect, locale) })}
        actions={add}
      />
      <RulesProgressNotice collectId={collect._id} />
      <PagedList
        query={rules}
        isEmpty={(page) => page.attributionRules.length === 0}
        loadError={t('list.loadError')}
        empty={
          <EmptyState
            order={2}
            icon={<IconShieldOff size={28} />}
            title={t('list.emptyTitle')}
            description={t('list.empty')}
            action={add}
          />
        }
        onPageChange={params.setPage}
      >
        {(page) => (
          <RulesTable
            rules={page.attributionRules}
            fields={collect.fields}
            onEdit={(rule) =>
              void navigate(localePath(editRulePath(programId, collect._id, rule._id)))
            }
            onDelete={setDeleting}
          />
        )}
      </PagedList>
      {deleting && (
        <DeleteRuleModal
          rule={deleting}
          sentence={ruleSentence(deleting, collect.fields, locale, t)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
