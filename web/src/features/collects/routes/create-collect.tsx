import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { CollectForm } from '../components/collect-form';

/** `/{program_id}/create_collect` (administrators and the program's managers). */
export default function CreateCollectPage() {
  const { t } = useTranslation('collects');
  const programId = useRouteProgramId();
  return (
    <Stack gap="lg">
      <PageHeader title={t('form.createTitle')} description={t('form.createSubtitle')} />
      <CollectForm programId={programId} />
    </Stack>
  );
}
