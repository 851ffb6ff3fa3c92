import { Button } from '@mantine/core';
import { IconArrowLeft, IconPencilOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';

/**
 * Adding a record or changing one where no WRITE rule covers the collect; or changing a record
 * that the caller's WRITE rules do not cover (they may change others of the collect).
 */
type WriteAction = 'create' | 'edit' | 'editRecord';

const TEXTS = {
  create: { title: 'access.noCreateTitle', text: 'access.noWriteText', back: 'record.backToGrid' },
  edit: { title: 'access.noEditTitle', text: 'access.noWriteText', back: 'access.backToRecord' },
  editRecord: {
    title: 'access.noEditRecordTitle',
    text: 'access.noEditRecordText',
    back: 'access.backToRecord',
  },
} as const satisfies Record<WriteAction, { title: string; text: string; back: string }>;

interface NoWriteAccessProps {
  action: WriteAction;
  /** Where the way back leads (the grid, or the record). */
  backHref: string;
}

/**
 * A record form reached by someone whose WRITE rules do not cover it (a typed URL, an old link):
 * said in words instead of a form whose save the api would refuse (a refusal with nothing to
 * correct, or a 403 that ends the session, SPEC §4).
 */
export function NoWriteAccess({ action, backHref }: NoWriteAccessProps) {
  const { t } = useTranslation('records');
  const texts = TEXTS[action];
  return (
    <EmptyState
      order={1}
      icon={<IconPencilOff size={32} />}
      title={t(texts.title)}
      description={t(texts.text)}
      action={
        <Button
          component={Link}
          to={backHref}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t(texts.back)}
        </Button>
      }
    />
  );
}
