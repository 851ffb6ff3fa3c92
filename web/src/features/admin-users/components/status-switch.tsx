import { Switch, Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { User } from '@shared/contract/user.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { personName } from '@/lib/format/person-name';
import { useChangeUserStatus } from '../api/change-user-status';

interface StatusSwitchProps {
  user: User;
  /** False for one's own account: nobody disables themselves. */
  allowed: boolean;
}

/** Active or disabled, changed only after a confirmation that says what it does. */
export function StatusSwitch({ user, allowed }: StatusSwitchProps) {
  const { t } = useTranslation('adminUsers');
  const change = useChangeUserStatus();
  const [confirming, setConfirming] = useState(false);
  const active = user.status === 'ACTIVE';
  const name = personName(user);

  async function confirm() {
    const updated = await change.mutateAsync({
      userId: user._id,
      status: active ? 'DISABLED' : 'ACTIVE',
    });
    notifications.show({
      color: 'teal',
      message: t(updated.status === 'ACTIVE' ? 'status.enabled' : 'status.disabled', { name }),
    });
    setConfirming(false);
  }

  return (
    <>
      <Switch
        checked={active}
        onChange={() => {
          change.reset();
          setConfirming(true);
        }}
        disabled={!allowed}
        label={t(active ? 'status.active' : 'status.inactive')}
        aria-label={t('status.toggle', { name })}
        color="teal"
      />
      {confirming && (
        <ConfirmModal
          opened
          onClose={() => setConfirming(false)}
          title={t(active ? 'status.disableTitle' : 'status.enableTitle', { name })}
          confirmLabel={t(active ? 'status.disable' : 'status.enable')}
          onConfirm={() => void confirm().catch(() => undefined)}
          loading={change.isPending}
          danger={active}
          error={change.isError ? t('status.error') : null}
        >
          <Text size="sm">
            {t(active ? 'status.disableIntro' : 'status.enableIntro', { name, email: user.email })}
          </Text>
        </ConfirmModal>
      )}
    </>
  );
}
