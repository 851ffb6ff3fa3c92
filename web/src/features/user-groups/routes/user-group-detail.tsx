import { Anchor, Button, Card, Grid, Group, Stack } from '@mantine/core';
import {
  IconArrowLeft,
  IconPencil,
  IconShieldPlus,
  IconTrash,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isNotFound } from '@/lib/api-error';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useAllUserGroups } from '@/lib/program/get-all-user-groups';
import { groupName } from '@/lib/program/group-name';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { useUserGroup } from '../api/get-user-group';
import { DeleteGroupModal } from '../components/delete-group-modal';
import { GroupMembersCard } from '../components/group-members-card';
import { SubGroupsCard } from '../components/sub-groups-card';
import { groupPath } from '../utils/group-path';

// The group's form (react-hook-form, the parent group's picker) comes when the page is idle.
const GroupFormModal = lazyDialog(
  async () => (await import('../components/group-form-modal')).GroupFormModal,
);

type Dialog = 'edit' | 'delete' | 'sub-group' | null;

export default function UserGroupDetailPage() {
  const { t } = useTranslation('userGroups');
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const programId = useRouteProgramId();
  const groupId = useParams().user_group_id ?? '';
  const group = useUserGroup(programId, groupId);
  const all = useAllUserGroups(programId);
  const [dialog, setDialog] = useState<Dialog>(null);
  useIdlePrefetch(GroupFormModal.preload);
  const listPath = localePath(`/${encodeURIComponent(programId)}/user_groups`);

  if (group.isPending) return <PageLoader />;
  if (group.isError) {
    return isNotFound(group.error) ? (
      <Card>
        <EmptyState
          order={1}
          icon={<IconUsersGroup size={30} />}
          title={t('detail.goneTitle')}
          description={t('detail.gone')}
          action={
            <Button component={Link} to={listPath} variant="light">
              {t('detail.back')}
            </Button>
          }
        />
      </Card>
    ) : (
      <QueryError message={t('errors.loadOne')} onRetry={() => void group.refetch()} />
    );
  }

  const current = group.data;
  const other = locale === 'en' ? 'fr' : 'en';
  const parent = all.data?.find((candidate) => candidate._id === current.parent_id);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath} size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('detail.back')}
      </Anchor>
      <PageHeader
        title={groupName(current, locale)}
        description={
          <Group gap={6} wrap="wrap">
            {current.name[other] !== groupName(current, locale) && (
              <span lang={other}>
                {t(`detail.otherName.${other}`, { name: current.name[other] })} ·
              </span>
            )}
            {current.parent_id ? (
              <span>
                {t('detail.inside')}{' '}
                <Anchor component={Link} to={localePath(groupPath(programId, current.parent_id))}>
                  {parent ? groupName(parent, locale) : t('table.parentGroup')}
                </Anchor>
              </span>
            ) : (
              <span>{t('detail.topLevel')}</span>
            )}
          </Group>
        }
        actions={
          <>
            <Button
              component={Link}
              to={localePath(groupPath(programId, current._id, '/attribution_rule/create'))}
              variant="light"
              leftSection={<IconShieldPlus size={16} />}
            >
              {t('detail.attributionRule')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setDialog('edit')}
            >
              {t('table.edit')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDialog('delete')}
            >
              {t('table.delete')}
            </Button>
          </>
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <GroupMembersCard programId={programId} group={current} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <SubGroupsCard
            programId={programId}
            group={current}
            onCreate={() => setDialog('sub-group')}
          />
        </Grid.Col>
      </Grid>
      {dialog === 'edit' && (
        <GroupFormModal programId={programId} group={current} onClose={() => setDialog(null)} />
      )}
      {dialog === 'sub-group' && (
        <GroupFormModal
          programId={programId}
          parentId={current._id}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <DeleteGroupModal
          programId={programId}
          group={current}
          onClose={() => setDialog(null)}
          onDeleted={() => void navigate(listPath, { replace: true })}
        />
      )}
    </Stack>
  );
}
