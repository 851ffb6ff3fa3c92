import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { modelQueryOptions } from '@/features/models/api/get-model';
import { recordQueryOptions } from '@/features/records/api/get-record';
import { recordTitle } from '@/features/records/utils/record-title';
import { userGroupQueryOptions } from '@/features/user-groups/api/get-user-group';
import { collectQueryOptions } from '@/lib/collect/get-collect';
import { useLocale } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { programCollectsQueryOptions } from '@/lib/program/get-program-collects';
import { groupName } from '@/lib/program/group-name';
import { useApi } from '@/lib/services';
import { programsQueryOptions } from '@/lib/session/get-programs';
import type { BreadcrumbContext } from './breadcrumb';

/**
 * Names for breadcrumb entities, read from what is already cached (never fetched for the
 * breadcrumb alone). A record is named by its first field, read with its collect's fields.
 */
export function useCrumbContext(): BreadcrumbContext {
  const { t } = useTranslation();
  const api = useApi();
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
  const programs = useQuery({ ...programsQueryOptions(api), enabled: false }).data;
  const collects = useQuery({
    ...programCollectsQueryOptions(api, programId),
    enabled: false,
  }).data;
  const group = useQuery({
    ...userGroupQueryOptions(api, programId, groupId),
    enabled: false,
  }).data;
  const model = useQuery({ ...modelQueryOptions(api, modelId), enabled: false }).data;
  const collect = useQuery({ ...collectQueryOptions(api, collectId), enabled: false }).data;
  const record = useQuery({ ...recordQueryOptions(api, recordId), enabled: false }).data;

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
