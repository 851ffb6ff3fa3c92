import { Button, Stack } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RulesProgressNotice } from '@/components/rules-progress-notice';
import { useCollect } from '@/lib/collect/get-collect';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { deferredModule, useDeferredModule } from '@/lib/deferred-module';
import { useSubject } from '@/lib/session/subject';
import { mayImport } from '@shared/permissions/imports';
import { CollectPageState } from '../components/collect-page-state';
import { NoRecordAccess } from '../components/grid-states';
import { RecordsGrid } from '../components/records-grid';
import { ViewAsBanner } from '../components/view-as-banner';
import { ViewAsPickerPlaceholder } from '../components/view-as-picker-placeholder';
import { canManageRecords, canWriteRecords } from '../utils/can-manage-records';
import { viewSearch } from '../utils/grid-view';
import { newRecordPath } from '../utils/record-paths';
import { useContributorName } from '../utils/use-contributor-name';
import { readAsUser, withAsUser } from '../utils/view-as';
import { usePrefetchLinkedView } from '../api/prefetch-linked-view';

// "View as" is for administrators and managers only: its picker (Mantine's Select, its combobox
// and popover) loads beside the grid for them, and not at all for the contributors (issue 15).
const viewAsPicker = deferredModule(() =>
  import('../components/view-as-picker').then((module) => module.ViewAsPicker),
);

/** `/{program_id}/collects/{collect_id}`: the collect's records grid. */
export default function RecordsGridPage() {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const localePath = useLocalePath();
  const programId = useRouteProgramId();
  const collectId = useParams().collect_id ?? '';
  const subject = useSubject();
  const manages = canManageRecords(subject, programId);
  const ViewAsPicker = useDeferredModule(viewAsPicker, manages);
  const collect = useCollect(collectId);
  const [params, setParams] = useSearchParams();
  // Only administrators and managers may ask for another member's page: a contributor's shared
  // link shows their own records (the api would refuse them, and a 403 ends the session).
  const asUser = manages ? readAsUser(params) : undefined;
  const asUserName = useContributorName(collectId, asUser);
  const viewAs = (userId: string | null) => setParams((current) => withAsUser(current, userId));
  usePrefetchLinkedView(collectId, params, asUser);
  return (
    <CollectPageState collect={collect}>
      {(loaded) => (
        <Stack gap="md">
          <PageHeader
            title={collectTitle(loaded, locale)}
            actions={
              <>
                {manages &&
                  (ViewAsPicker ? (
                    <ViewAsPicker collectId={collectId} value={asUser} onChange={viewAs} />
                  ) : (
                    <ViewAsPickerPlaceholder />
                  ))}
                {canWriteRecords(loaded) &&
                  mayImport(subject, { id: loaded._id, programId: loaded.program_id }) && (
                    <Button
                      component={Link}
                      variant="default"
                      to={localePath(`/${programId}/collects/${collectId}/import`)}
                      leftSection={<IconFileImport size={16} />}
                    >
                      {t('nav:import')}
                    </Button>
                  )}
                {canWriteRecords(loaded) && (
                  <Button
                    component={Link}
                    // The view goes along, so that the new record's previous / next follow it.
                    to={`${localePath(newRecordPath(programId, collectId))}${viewSearch(params)}`}
                    leftSection={<IconPlus size={16} />}
                  >
                    {t('grid.newRecord')}
                  </Button>
                )}
              </>
            }
          />
          {asUser && <ViewAsBanner name={asUserName} onStop={() => viewAs(null)} />}
          <RulesProgressNotice collectId={collectId} />
          {loaded.access.see === 'NONE' ? (
            // Nothing to ask the api for: no rule gives this contributor a record.
            <NoRecordAccess />
          ) : (
            <RecordsGrid
              key={loaded._id}
              programId={programId}
              collect={loaded}
              canSaveDefault={manages}
              canCreate={canWriteRecords(loaded)}
              asUser={asUser ? { _id: asUser, name: asUserName } : undefined}
            />
          )}
        </Stack>
      )}
    </CollectPageState>
  );
}
