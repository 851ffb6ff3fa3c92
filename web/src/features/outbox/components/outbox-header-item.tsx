import { ActionIcon, Indicator } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredTooltip } from '@/components/deferred-tooltip';
import { deferredModule, useDeferredModule } from '@/lib/deferred-module';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { isPending } from '@/lib/outbox/outbox-entry';
import { useOutboxEntries } from '@/lib/outbox/use-outbox-entries';
import { useCurrentUser } from '@/lib/session/get-current-user';

// The sending machinery (the runner and every endpoint an entry may call) loads only on a device
// where something waits to be sent, and stays for the rest of the visit.
const autoSync = deferredModule(() =>
  import('./outbox-auto-sync').then((module) => module.OutboxAutoSync),
);

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
  const [sending, setSending] = useState(false);
  if (waiting > 0 && !sending) setSending(true);
  const AutoSync = useDeferredModule(autoSync, sending);
  const label = pending > 0 ? t('outboxBadge', { count: pending }) : t('outboxEmpty');
  return (
    <>
      {/* eslint-disable-next-line react-hooks/static-components -- the module's one component */}
      {AutoSync && sending && <AutoSync uid={uid} waiting={waiting} />}
      {entries.length > 0 && (
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
      )}
    </>
  );
}
