import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import { lazyPart } from '@/components/ui/lazy-part';
import { useSession } from '@/lib/session/session-provider';
import { LanguageSwitch } from './language-switch';
import { NotificationBellSlot } from './notification-bell-slot';

// The menu machinery (zag menu, floating-ui) stays out of the first chunk (docs/budgets.md).
const ProfileMenu = lazyPart(
  () => import('./profile-menu'),
  (module) => module.ProfileMenu,
);

interface TopBarProps {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

export function TopBar({ drawerOpen, onToggleDrawer }: TopBarProps) {
  const { t } = useTranslation('navigation');
  const { user, company } = useSession();
  const profilePlaceholder = (
    <Button variant="ghost" disabled _disabled={{ opacity: 1, cursor: 'progress' }}>
      {t('topBar.profileMenu')}
      <span aria-hidden>▾</span>
    </Button>
  );
  return (
    <Flex
      as="header"
      align="center"
      // Below md the controls (menu, language, bell, profile) fill the first row and the name and company
      // get a row of their own, so neither is truncated to a letter on a phone.
      wrap={{ base: 'wrap', md: 'nowrap' }}
      columnGap={{ base: '3', md: '4' }}
      rowGap="1"
      px={{ base: '4', md: '8' }}
      py="2"
      minH="16"
      bg="primary.solid"
      color="primary.contrast"
      // The theme's focus ring is the bar's own blue: every control of the bar gets a white one instead.
      css={{ '& :focus-visible': { outline: '2px solid white', outlineOffset: '2px' } }}
    >
      <Button
        display={{ base: 'inline-flex', lg: 'none' }}
        variant="outline"
        color="inherit"
        borderColor="primary.contrast"
        _hover={{ bg: 'primary.700' }}
        aria-expanded={drawerOpen}
        aria-controls="navigation-drawer"
        onClick={onToggleDrawer}
      >
        {t('topBar.menu')}
      </Button>
      <Box flex={{ base: '1 0 100%', md: '1' }} order={{ base: 1, md: 0 }} minW="0">
        {/* Each line keeps its height while the session loads, so the page below does not move (CLS). */}
        <Text fontWeight="semibold" truncate minH="1lh">
          {user?.fullName}
        </Text>
        <Text fontSize="sm" truncate minH="1lh" data-testid="company-name">
          {company?.name}
        </Text>
      </Box>
      <LanguageSwitch />
      <NotificationBellSlot />
      {/* Hovered or with its menu open, the button keeps the bar's white text on a darker blue. */}
      <Box
        css={{
          '& > button': { color: 'inherit' },
          '& > button:hover, & > button[aria-expanded=true]': { bg: 'primary.700' },
        }}
      >
        <AfterFirstPaint placeholder={profilePlaceholder}>
          <ProfileMenu />
        </AfterFirstPaint>
      </Box>
    </Flex>
  );
}
