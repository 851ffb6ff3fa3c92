import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { isPending } from '@/lib/outbox/outbox-entry';
import { useOutboxEntries } from '@/lib/outbox/use-outbox-entries';
import { useCurrentUser } from '@/lib/session/get-current-user';

/** In the offline banner: the way to what waits on this device, while something does. */
export function OutboxBannerLink() {
  const { t } = useTranslation('nav');
  const localePath = useLocalePath();
  const entries = useOutboxEntries(useCurrentUser()._id) ?? [];
  const pending = entries.filter(isPending).length;
  if (pending === 0) return null;
  return (
    <Button
      component={Link}
      to={localePath('/outbox')}
      size="compact-sm"
      variant="white"
      rightSection={
        <Badge size="sm" color="orange" circle>
          {pending}
        </Badge>
      }
    >
      {t('outboxOpen')}
    </Button>
  );
}
