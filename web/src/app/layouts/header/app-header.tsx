import { Box, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LogoMark } from '@/components/logo';
import { DeferredOutboxHeaderItem } from '@/features/outbox/components/outbox-frame-items';
import { SearchBox } from '@/features/search/components/search-box';
import { splitLocale } from '@/lib/i18n/locale-path';
import { AppBreadcrumb } from '../../navigation/app-breadcrumb';
import { NAVIGATION_ID } from '../navigation-id';
import { LanguageSwitcher } from './language-switcher';
import { HomeLink } from '../home-link';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
}

export function AppHeader({ navigationOpened, onToggleNavigation }: AppHeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onSearchPage = splitLocale(pathname).path === '/search';
  const keywords = onSearchPage ? (searchParams.get('keywords') ?? '') : '';

  return (
    <Group h="100%" px="md" gap="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('header.toggleNavigation')}
          aria-expanded={navigationOpened}
          aria-controls={NAVIGATION_ID}
        />
        <Box hiddenFrom="sm">
          <HomeLink>
            <LogoMark size={28} />
          </HomeLink>
        </Box>
        <Box visibleFrom="sm" style={{ minWidth: 0 }}>
          <AppBreadcrumb />
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* Remount with the URL's keywords when a search page opens. */}
        <SearchBox key={keywords} initialKeywords={keywords} />
        <DeferredOutboxHeaderItem />
        <LanguageSwitcher />
        <UserMenu />
      </Group>
    </Group>
  );
}
