import { Button } from '@mantine/core';
import type { RecordField } from '@shared/contract/field.schema';
import { RECORD_FILTERS_MAX, type RecordFilter } from '@shared/contract/record-query.schema';
import { IconFilterPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredModule, useDeferredModule } from '@/lib/deferred-module';

// The panel's pickers (Mantine's selects, number and tag inputs with their popovers) are no part
// of the grid's first load (issue 15): they come once the browser is idle, or at the first press.
const filterPanel = deferredModule(() =>
  import('./filter-panel').then((module) => module.FilterPanel),
);

interface FilterBuilderProps {
  /** The collect's filterable fields, in the model's order. */
  fields: readonly RecordField[];
  filters: readonly RecordFilter[];
  onAdd: (filter: RecordFilter) => void;
}

/** "Add filter", which opens the new filter's panel (filter-panel.tsx) below the toolbar. */
export function FilterBuilder({ fields, filters, onAdd }: FilterBuilderProps) {
  const { t } = useTranslation('records');
  const [opened, setOpened] = useState(false);
  const Panel = useDeferredModule(filterPanel);

  if (fields.length === 0) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFilterPlus size={16} />}
        onPointerEnter={() => filterPanel.load()}
        onClick={() => {
          filterPanel.load();
          setOpened(!opened);
        }}
        disabled={filters.length >= RECORD_FILTERS_MAX}
        aria-expanded={opened}
      >
        {t('filters.add')}
      </Button>
      {opened && Panel && (
        // eslint-disable-next-line react-hooks/static-components -- the module's one component
        <Panel fields={fields} onAdd={onAdd} onClose={() => setOpened(false)} />
      )}
    </>
  );
}
