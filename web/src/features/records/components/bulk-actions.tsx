import { Button, Group, Text } from '@mantine/core';
import type { Collect } from '@shared/contract/collect.schema';
import { IconEdit } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '@/components/lazy-dialog';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import type { GridView } from '../utils/grid-view';
import { ExportMenu } from './export-menu';
import { numberFormat } from '@/lib/format/intl-formats';

// The bulk edit's inputs (every field kind: date pickers, file drop zone, number format) are no
// part of the grid's first load (issue 15's budget): fetched once the browser is idle, for those
// who may use it.
const BulkEditDialog = lazyDialog(async () => (await import('./bulk-edit-dialog')).BulkEditDialog);

interface BulkActionsProps {
  programId: string;
  collect: Collect;
  view: GridView;
  /** The rows ticked in the grid. */
  selectedIds: readonly string[];
  /** Rows loaded in the grid so far. */
  loaded: number;
  /** Records the view matches. */
  total: number;
  canBulkEdit: boolean;
  onClearSelection: () => void;
  intlLocale: string;
}

/**
 * What the grid does with many records: select every record of the view (not only those
 * loaded), edit them at once, export them (or the whole view). Mount it with a key per view:
 * "all matching" belongs to the view it was chosen in. Memoised, like the toolbar.
 */
export const BulkActions = memo(function BulkActions(props: BulkActionsProps) {
  const { t } = useTranslation('records');
  const { selectedIds, loaded, total } = props;
  const [allMatching, setAllMatching] = useState(false);
  // What the dialog acts on, as it was when opened (applying clears the selection).
  const [editing, setEditing] = useState<{
    recordIds: readonly string[] | undefined;
    count: number;
  } | null>(null);
  const format = (n: number) => numberFormat(props.intlLocale).format(n);
  useIdlePrefetch(BulkEditDialog.preload, { enabled: props.canBulkEdit });

  const everyLoadedSelected = selectedIds.length > 0 && selectedIds.length >= loaded;
  const whole = allMatching && everyLoadedSelected;
  // The records acted on: the ticked ones, or (all matching, or nothing ticked) the view.
  const recordIds = whole || selectedIds.length === 0 ? undefined : selectedIds;
  const count = recordIds ? recordIds.length : total;
  const clear = () => {
    setAllMatching(false);
    props.onClearSelection();
  };

  return (
    <Group gap="sm" justify="flex-end" wrap="wrap">
      {everyLoadedSelected && total > loaded && !whole && (
        <Button variant="subtle" size="compact-sm" onClick={() => setAllMatching(true)}>
          {t('bulk.selectAllMatching', { count: total, formatted: format(total) })}
        </Button>
      )}
      {whole && (
        <Text size="sm" fw={600} role="status">
          {t('bulk.allMatchingSelected', { count: total, formatted: format(total) })}
        </Text>
      )}
      {selectedIds.length > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={clear}>
          {t('bulk.clearSelection')}
        </Button>
      )}
      {props.canBulkEdit && selectedIds.length > 0 && (
        <Button
          variant="light"
          leftSection={<IconEdit size={16} />}
          onClick={() => setEditing({ recordIds, count })}
        >
          {t('bulk.edit')}
        </Button>
      )}
      <ExportMenu
        programId={props.programId}
        collectId={props.collect._id}
        view={props.view}
        recordIds={recordIds}
        count={count}
        intlLocale={props.intlLocale}
      />
      {editing && (
        <BulkEditDialog
          programId={props.programId}
          collect={props.collect}
          view={props.view}
          recordIds={editing.recordIds}
          count={editing.count}
          onClose={() => setEditing(null)}
          onApplied={clear}
        />
      )}
    </Group>
  );
});
