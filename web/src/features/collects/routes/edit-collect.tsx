import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useLocale } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { CollectForm } from '../components/collect-form';
import { CollectLoader } from '../components/collect-loader';

/** `/{program_id}/edit_collect/{collect_id}` (administrators and the program's managers). */
export default function EditCollectPage() {
  const { t } = useTranslation('collects');
  const locale = useLocale();
  const programId = useRouteProgramId();
  const { collect_id: collectId } = useParams();
  return (
    <CollectLoader programId={programId} collectId={collectId}>
      {(collect) => (
        <Stack gap="lg">
          <PageHeader title={t('form.editTitle', { title: collectTitle(collect, locale) })} />
          <CollectForm key={collect._id} programId={programId} collect={collect} />
        </Stack>
      )}
    </CollectLoader>
  );
}
