import { Button, Stack, Tabs } from '@mantine/core';
import { IconMail, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useCurrentProgram } from '@/lib/program/use-current-program';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { MembersPanel } from '../components/members-panel';

// The invitation form (react-hook-form, the role and group pickers) comes when the page is idle.
const InviteModal = lazyDialog(
  async () => (await import('../components/invite-modal')).InviteModal,
);

// The invitations tab (its table, badges and calls) comes when the page is idle, or as the tab is
// pointed at: the members tab is the one the screen opens on.
const loadInvitations = () => import('../components/invitations-panel');
const InvitationsPanel = lazy(async () => ({
  default: (await loadInvitations()).InvitationsPanel,
}));

type Tab = 'members' | 'invitations';

/** "Users and roles" of a program: its members and the invitations sent (SPEC §2). */
export default function MembersPage() {
  const { t } = useTranslation('members');
  const program = useCurrentProgram();
  const [params, setParams] = useSearchParams();
  const [inviting, setInviting] = useState(false);
  useIdlePrefetch(InviteModal.preload);
  useIdlePrefetch(loadInvitations);
  const tab: Tab = params.get('tab') === 'invitations' ? 'invitations' : 'members';
  if (!program) return null;

  function show(next: Tab) {
    setParams(next === 'members' ? {} : { tab: next }, { preventScrollReset: true });
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('subtitle', { program: program.name })}
        actions={
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
            {t('invite.open')}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => show(value === 'invitations' ? 'invitations' : 'members')}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="members" leftSection={<IconUsers size={16} />}>
            {t('tabs.members')}
          </Tabs.Tab>
          <Tabs.Tab
            value="invitations"
            leftSection={<IconMail size={16} />}
            onPointerEnter={() => void loadInvitations()}
            onFocus={() => void loadInvitations()}
          >
            {t('tabs.invitations')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members">
          {tab === 'members' && <MembersPanel programId={program._id} programName={program.name} />}
        </Tabs.Panel>
        <Tabs.Panel value="invitations">
          {tab === 'invitations' && (
            <Suspense fallback={<PageLoader />}>
              <InvitationsPanel programId={program._id} />
            </Suspense>
          )}
        </Tabs.Panel>
      </Tabs>
      {inviting && (
        <InviteModal
          programId={program._id}
          programName={program.name}
          onClose={() => setInviting(false)}
          onSent={() => show('invitations')}
        />
      )}
    </Stack>
  );
}
