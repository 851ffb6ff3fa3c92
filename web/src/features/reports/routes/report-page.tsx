import { Alert, Button, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { ComputedGraphic } from '@shared/contract/report.schema';
import { IconChartDonut, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { useLocale } from '@/lib/i18n/use-locale';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useDeleteGraphic } from '../api/delete-graphic';
import { useGraphics } from '@/lib/report/get-graphics';
import { useReport } from '../api/get-report';
import { useReorderGraphics } from '../api/reorder-graphics';
import { GraphicCard, graphicTitle } from '@/components/report/graphic-card';
import type { CardActions } from '@/components/report/graphic-card';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { moveItem } from '../utils/move-item';

// The chart's editor (react-hook-form, its field and filter pickers) comes when the page is idle,
// for those who may edit the report.
const GraphicEditor = lazyDialog(
  async () => (await import('../components/graphic-editor')).GraphicEditor,
);

type Editing = { kind: 'new' } | { kind: 'edit'; graphic: ComputedGraphic } | null;

/** `/{program_id}/report`: the program's graphics; its managers build and order them. */
export default function ReportPage() {
  const { t } = useTranslation('reports');
  const programId = useRouteProgramId();
  const report = useReport(programId);
  const graphics = useGraphics(programId);
  const [editing, setEditing] = useState<Editing>(null);
  const editable = report.data?.editable === true;
  useIdlePrefetch(GraphicEditor.preload, { enabled: editable });

  const failed = report.isError ? report : graphics.isError ? graphics : null;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={
          editable && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {t('add')}
            </Button>
          )
        }
      />
      {report.data && !editable && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('readOnly')}
        </Alert>
      )}
      {failed ? (
        <QueryError message={t('loadError')} onRetry={() => void failed.refetch()} />
      ) : !report.data || !graphics.data ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          <Skeleton h={240} radius="md" />
          <Skeleton h={240} radius="md" />
        </SimpleGrid>
      ) : graphics.data.length === 0 ? (
        <Card withBorder>
          <EmptyState
            icon={<IconChartDonut size={28} />}
            title={t('empty.title')}
            description={editable ? t('empty.manager') : t('empty.reader')}
            action={
              editable && (
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setEditing({ kind: 'new' })}
                >
                  {t('add')}
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <GraphicGrid
          programId={programId}
          graphics={graphics.data}
          editable={editable}
          onEdit={(graphic) => setEditing({ kind: 'edit', graphic })}
        />
      )}
      {editing && (
        <GraphicEditor
          programId={programId}
          graphic={editing.kind === 'edit' ? editing.graphic : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

interface GraphicGridProps {
  programId: string;
  graphics: ComputedGraphic[];
  editable: boolean;
  onEdit: (graphic: ComputedGraphic) => void;
}

/** The cards; editors move them by dragging or with the up and down buttons. */
function GraphicGrid({ programId, graphics, editable, onEdit }: GraphicGridProps) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const reorder = useReorderGraphics(programId);
  const remove = useDeleteGraphic();
  const [dragged, setDragged] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ComputedGraphic | null>(null);
  const ids = graphics.map((graphic) => graphic._id);

  const move = (from: number, to: number) => {
    if (from === to || from < 0) return;
    reorder.mutate(moveItem(ids, from, to), {
      onError: () => notifications.show({ color: 'red', message: t('reorder.error') }),
    });
  };

  const actionsOf = (graphic: ComputedGraphic, index: number): CardActions => ({
    onEdit: () => onEdit(graphic),
    onDelete: () => setDeleting(graphic),
    onMoveUp: index > 0 ? () => move(index, index - 1) : undefined,
    onMoveDown: index < graphics.length - 1 ? () => move(index, index + 1) : undefined,
    drag: {
      dragging: dragged === graphic._id,
      onDragStart: (event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', graphic._id);
        setDragged(graphic._id);
      },
      onDragOver: (event) => {
        if (dragged === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      },
      onDrop: (event) => {
        event.preventDefault();
        if (dragged !== null) move(ids.indexOf(dragged), index);
        setDragged(null);
      },
      onDragEnd: () => setDragged(null),
    },
  });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { programId, graphicId: deleting._id },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('delete.done') });
          setDeleting(null);
        },
      },
    );
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {graphics.map((graphic, index) => (
          <GraphicCard
            key={graphic._id}
            graphic={graphic}
            actions={editable ? actionsOf(graphic, index) : undefined}
          />
        ))}
      </SimpleGrid>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        danger
        error={remove.isError ? t('delete.error') : null}
      >
        {deleting && t('delete.body', { title: graphicTitle(deleting, locale) })}
      </ConfirmModal>
    </>
  );
}
