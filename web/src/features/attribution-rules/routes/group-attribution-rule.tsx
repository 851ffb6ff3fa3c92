import { Button, Card, Stack } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useAllUserGroups } from '@/lib/program/get-all-user-groups';
import { groupName } from '@/lib/program/group-name';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { RuleForm } from '../components/rule-form';
import { userGroupPath } from '../utils/rule-paths';

/**
 * `/{program_id}/user_groups/{user_group_id}/attribution_rule/create` (SPEC §2): the rule form
 * with the group as its subject and a choice of collect.
 */
export default function GroupAttributionRulePage() {
  const { t } = useTranslation('rules');
  const locale = useLocale();
  const localePath = useLocalePath();
  const programId = useRouteProgramId();
  const groupId = useParams().user_group_id ?? '';
  // The whole list, which the group pickers share: the group's name is all this page needs.
  const groups = useAllUserGroups(programId);
  const backTo = userGroupPath(programId, groupId);

  if (groups.isPending) return <PageLoader />;
  if (groups.isError) {
    return <QueryError message={t('group.loadError')} onRetry={() => void groups.refetch()} />;
  }
  const group = groups.data.find((candidate) => candidate._id === groupId);
  if (!group) {
    return (
      <Card>
        <EmptyState
          order={1}
          icon={<IconUsersGroup size={30} />}
          title={t('group.goneTitle')}
          description={t('group.gone')}
          action={
            <Button
              component={Link}
              to={localePath(`/${encodeURIComponent(programId)}/user_groups`)}
              variant="light"
            >
              {t('group.back')}
            </Button>
          }
        />
      </Card>
    );
  }
  const name = groupName(group, locale);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('form.groupTitle', { group: name })}
        description={t('form.groupSubtitle')}
      />
      <RuleForm
        programId={programId}
        collectId={null}
        fixedGroup={{ id: group._id, name }}
        doneTo={backTo}
      />
    </Stack>
  );
}
