import { AppShell, CloseButton, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { ProgramSelector } from '@/features/programs/components/program-selector';
import { useLocale } from '@/lib/i18n/use-locale';
import { usePendingActionsCount } from '@/lib/expected-actions/pending-actions-count';
import { useProgramCollects } from '@/lib/program/get-program-collects';
import { useProgramContext } from '@/lib/program/use-program-context';
import { usePrograms } from '@/lib/session/get-programs';
import { HomeLink } from '../home-link';
import { buildSidebarNav, type NavSection } from './sidebar-nav';
import { SidebarSection } from './sidebar-section';
import classes from './app-sidebar.module.css';

const SECTION_TITLES: Record<Exclude<NavSection['id'], 'program'>, string> = {
  collects: 'nav:sections.collects',
  roles: 'nav:sections.roles',
  product: 'nav:sections.product',
};

export function AppSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const programs = usePrograms();
  const { program: current, subject, role } = useProgramContext();
  const collects = useProgramCollects(current?._id);
  const programId = current?._id;
  // Built again only when what it depends on changes: its entries keep their identity, and the
  // links (memoised) do not re-render when the collects' query or the pending count settles.
  const sections = useMemo(
    () => buildSidebarNav({ subject, programId, collects: collects.data ?? [], locale }),
    [subject, programId, collects.data, locale],
  );
  // The badge sits on the expected actions item, which SPEC §6 gives administrators and
  // contributors (sidebar-nav.ts, and its test). Managers ask for actions more than they receive
  // them: they follow theirs and the program's on the dashboard and the expected actions screen,
  // so the frame counts nothing for them here, and no request is made.
  const showsActions = sections.some((section) => section.items.some((item) => item.badge));
  const pending = usePendingActionsCount(current?._id, showsActions);

  return (
    <>
      <AppShell.Section px="md" pt="md">
        <Group justify="space-between" wrap="nowrap">
          <HomeLink>
            <Logo size={30} />
          </HomeLink>
          {/* On small screens the sidebar covers the header and its burger. */}
          <CloseButton
            hiddenFrom="sm"
            onClick={onNavigate}
            aria-label={t('header.closeNavigation')}
          />
        </Group>
      </AppShell.Section>
      {current && (
        <AppShell.Section px="md" pt="md">
          <ProgramSelector
            programs={programs}
            current={current}
            roleLabel={role ? t(`roles.${role}`) : null}
            onNavigate={onNavigate}
          />
        </AppShell.Section>
      )}
      <AppShell.Section grow className={classes.links} px="sm" pb="md">
        <nav aria-label={t('nav:label')}>
          {sections.map((section) => (
            <SidebarSection
              key={section.id}
              section={section}
              title={
                section.id === 'program' ? (current?.name ?? null) : t(SECTION_TITLES[section.id])
              }
              pendingActions={pending.data}
              collects={collects}
              onNavigate={onNavigate}
            />
          ))}
        </nav>
      </AppShell.Section>
    </>
  );
}
