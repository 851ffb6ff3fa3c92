import { Card, Stack, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { pageTitle } from '../navigation/breadcrumb';
import { useCrumbContext } from '../navigation/use-crumb-context';

/** Placeholder for the screens of later issues: their title, and a word that they are coming. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const title = pageTitle(useMatches(), useCrumbContext());
  return (
    <Stack gap="lg">
      {title && <Title order={1}>{title}</Title>}
      <Card>
        <EmptyState
          icon={<IconHammer size={30} />}
          title={t('comingSoon.title')}
          description={t('comingSoon.description')}
        />
      </Card>
    </Stack>
  );
}
