import { ActionIcon, Indicator } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredTooltip } from '@/components/deferred-tooltip';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { isPending } from '@/lib/outbox/outbox-entry';
import { useOutboxEntries } from '@/lib/outbox/use-outbox-entries';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { useOutboxAutoSync } from './use-outbox-auto-sync';

/**
 * The header's way to the outbox, on every signed-in screen, with the count of records that still
 * need the server or the user (waiting, refused, in conflict); it also keeps the outbox sending.
 * Shown once this device has kept something for the user.
 */
export function OutboxHeaderItem() {
  const { t } = useTranslation('nav');
  const localePath = useLocalePath();
  const uid = useCurrentUser()._id;
  const entries = useOutboxEntries(uid) ?? [];
  const pending = entries.filter(isPending).length;
  const waiting = entries.filter((entry) => entry.status === 'waiting').length;
  const target = useRef<HTMLAnchorElement>(null);
  useOutboxAutoSync(uid, waiting);
  if (entries.length === 0) return null;
  const label = pending > 0 ? t('outboxBadge', { count: pending }) : t('outboxEmpty');
  return (
    <DeferredTooltip label={label} target={target}>
      <Indicator label={pending} size={18} color="orange" disabled={pending === 0} offset={4}>
        <ActionIcon
          ref={target}
          component={Link}
          to={localePath('/outbox')}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
        >
          <IconInbox size={20} />
        </ActionIcon>
      </Indicator>
    </DeferredTooltip>
  );
}
