import type { Collect, CollectListItem } from '@shared/contract/collect.schema';
import type { Model } from '@shared/contract/model.schema';
import type { Program } from '@shared/contract/program.schema';
import type { RecordViewResponse } from '@shared/contract/record.schema';
import type { UserGroup } from '@shared/contract/user-group.schema';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { modelKeys } from '@/features/models/api/model-keys';
import { recordKeys } from '@/features/records/api/record-keys';
import { recordTitle } from '@/features/records/utils/record-title';
import { userGroupKeys } from '@/features/user-groups/api/user-group-keys';
import { collectKeys } from '@/lib/collect/collect-keys';
import { useLocale } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { groupName } from '@/lib/program/group-name';
import { programKeys, sessionKeys } from '@/lib/query-keys';
import type { BreadcrumbContext } from './breadcrumb';

/**
 * What the cache holds under `key`, kept up to date, never fetched: the screens' own queries
 * (which check the answers) fill it. Keys only, so that the frame loads no endpoint for its crumbs.
 */
function useCached<T>(key: QueryKey): T | undefined {
  return useQuery<T>({ queryKey: key, enabled: false }).data;
}

/**
 * Names for breadcrumb entities, read from what is already cached (never fetched for the
 * breadcrumb alone). A record is named by its first field, read with its collect's fields.
 */
export function useCrumbContext(): BreadcrumbContext {
  const { t } = useTranslation();
  const locale = useLocale();
  const {
    program_id: programId = '',
    user_group_id: groupId = '',
    collect_id: collectId = '',
    record_id: recordId = '',
    models_id,
  } = useParams();
  const [search] = useSearchParams();
  // A model is named by its route (`/admin/models/{id}`) or, being updated, by `?model_id=`.
  const modelId = models_id ?? search.get('model_id') ?? '';
  const programs = useCached<Program[]>(sessionKeys.programs());
  const collects = useCached<CollectListItem[]>(programKeys.scope(programId, 'collects'));
  const group = useCached<UserGroup>(userGroupKeys.detail(programId, groupId));
  const model = useCached<Model>(modelKeys.detail(modelId));
  const collect = useCached<Collect>(collectKeys.detail(collectId));
  const record = useCached<RecordViewResponse>(recordKeys.detail(recordId))?.record;

  return useMemo<BreadcrumbContext>(
    () => ({
      t: (key, values) => t(key, values ?? {}),
      search,
      resolve: (entity, id) => {
        if (entity === 'program') return programs?.find((program) => program._id === id)?.name;
        if (entity === 'collect') {
          const collect = collects?.find((candidate) => candidate._id === id);
          return collect ? collectTitle(collect, locale) : undefined;
        }
        if (entity === 'userGroup') {
          return group && group._id === id ? groupName(group, locale) : undefined;
        }
        if (entity === 'model') return model && model._id === id ? model.title : undefined;
        if (entity === 'record') {
          if (!record || record._id !== id || !collect) return undefined;
          return recordTitle(collect.fields, record, locale);
        }
        return undefined;
      },
    }),
    [t, search, programs, collects, group, model, collect, record, locale],
  );
}
