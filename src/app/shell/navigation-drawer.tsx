import { Box, Button, chakra, Flex, Link, Stack, useChakraContext } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { accountManagerEmail } from '@/lib/access';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useSession } from '@/lib/session/session-provider';
import { drawerHref, drawerItems, type DrawerItem } from '../route-table-utils';
import { useRouteTable } from './route-table-context';
import { NewTabHint } from '@/components/ui/new-tab-hint';

/** Spec section 9: drawer width 310. */
export const DRAWER_WIDTH = '310px';

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  w: 'full',
  minH: '10',
  px: '3',
  py: '2',
  borderRadius: 'l2',
  color: 'fg',
  textAlign: 'start',
  textDecoration: 'none',
  _hover: { bg: 'primary.subtle', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'primary.muted', color: 'primary.fg', fontWeight: 'semibold' },
} as const;

const ItemLink = chakra(NavLink, { base: itemStyles });
/** A new tab's link: a plain anchor, since the router has nothing to do with it. */
const NewTabLink = chakra('a', { base: itemStyles });

function isWithin(pathname: string, item: DrawerItem): boolean {
  const base = item.entry.path.href();
  return pathname === base || pathname.startsWith(`${base}/`);
}

function DrawerLeaf({ item, onNavigate }: { item: DrawerItem; onNavigate?: () => void }) {
  const { t } = useTranslation('navigation');
  const { company } = useSession();
  const name = t(item.entry.name);
  const href = drawerHref(item, company);
  // A locked item (spec section 6: ABI, Diversity Sourcing) opens its product page inside the portal.
  if (item.entry.external && !item.locked) {
    return (
      <NewTabLink href={href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {name}
        <NewTabHint />
        <chakra.span aria-hidden ms="auto" fontSize="xs">
          ↗
        </chakra.span>
      </NewTabLink>
    );
  }
  return (
    <ItemLink to={href} end={item.entry.key === 'home'} onClick={onNavigate}>
      {name}
    </ItemLink>
  );
}

function DrawerGroup({ item, onNavigate }: { item: DrawerItem; onNavigate?: () => void }) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(() => isWithin(pathname, item));
  return (
    <>
      <chakra.button
        type="button"
        css={itemStyles}
        fontWeight="medium"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t(item.entry.name)}
        <chakra.span aria-hidden ms="auto" transition="transform 0.2s" transform={open ? 'rotate(90deg)' : undefined}>
          ›
        </chakra.span>
      </chakra.button>
      <Stack as="ul" id={listId} hidden={!open} gap="0.5" ps="3" py="1" listStyle="none">
        {item.children.map((child) => (
          <li key={child.entry.key}>
            <DrawerNode item={child} onNavigate={onNavigate} />
          </li>
        ))}
      </Stack>
    </>
  );
}

function DrawerNode({ item, onNavigate }: { item: DrawerItem; onNavigate?: () => void }) {
  return item.children.length > 0 ? (
    <DrawerGroup item={item} onNavigate={onNavigate} />
  ) : (
    <DrawerLeaf item={item} onNavigate={onNavigate} />
  );
}

interface NavigationDrawerProps {
  /** Below lg the drawer is an overlay the top bar's menu button opens. */
  open: boolean;
  onClose: () => void;
}

/**
 * An open overlay drawer behaves as a modal: focus on Close, Escape closes, no scroll behind, focus back
 * to Menu on close; growing to the wide layout closes it.
 */
function useModalOverlay(open: boolean, onClose: () => void, initialFocus: RefObject<HTMLElement | null>) {
  const wideLayout = useChakraContext().breakpoints.up('lg').replace('@media ', '');
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia?.(wideLayout);
    if (wide?.matches) {
      close();
      return;
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocus.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onLayoutChange = () => {
      if (wide?.matches) close();
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    wide?.addEventListener('change', onLayoutChange);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onLayoutChange);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, wideLayout, initialFocus]);
}

export function NavigationDrawer({ open, onClose }: NavigationDrawerProps) {
  const { t } = useTranslation('navigation');
  const { company, status } = useSession();
  const items = drawerItems(useRouteTable(), company);
  // The links (some forty) mount after the first paint, in a commit of their own: with the shell they were
  // a third of the start's longest task (TBT, docs/decisions/0049-after-first-paint-parts.md). Not before the
  // companies answer either: the gated links would then push the shown ones down (CLS, decision 0095).
  const linksShown = useAfterFirstPaint() && status !== 'loading';
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalOverlay(open, onClose, closeButton);
  return (
    <>
      {/* The page behind an open overlay drawer is dimmed; a tap on it closes the drawer. */}
      <Box
        data-testid="navigation-drawer-backdrop"
        aria-hidden
        position="fixed"
        inset="0"
        zIndex="overlay"
        bg="blackAlpha.600"
        display={{ base: open ? 'block' : 'none', lg: 'none' }}
        onClick={onClose}
      />
      <Flex
        id="navigation-drawer"
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-label={open ? t('drawer.label') : undefined}
        direction="column"
        position="fixed"
        insetY="0"
        insetStart="0"
        zIndex="overlay"
        w={DRAWER_WIDTH}
        maxW="100vw"
        bg="bg"
        borderEndWidth="1px"
        borderColor="border"
        display={{ base: open ? 'flex' : 'none', lg: 'flex' }}
        boxShadow={{ base: 'lg', lg: 'none' }}
      >
        <Flex align="center" px="5" py="4" borderBottomWidth="1px">
          <Box flex="1" fontWeight="bold" fontSize="lg" color="primary.fg">
            {t('drawer.heading')}
          </Box>
          <Button
            ref={closeButton}
            variant="outline"
            size="sm"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={onClose}
          >
            {t('drawer.close')}
          </Button>
        </Flex>
        <Box as="nav" aria-label={t('drawer.label')} flex="1" overflowY="auto" px="3" py="3">
          <Stack as="ul" gap="0.5" listStyle="none">
            {linksShown
              ? items.map((item) => (
                  <li key={item.entry.key}>
                    <DrawerNode item={item} onNavigate={onClose} />
                  </li>
                ))
              : null}
          </Stack>
        </Box>
        <Box px="5" py="4" borderTopWidth="1px">
          <Button asChild w="full" colorPalette="primary">
            <Link href={`mailto:${accountManagerEmail(company)}`} color="primary.contrast" textDecoration="none">
              {t('drawer.emailUs')}
            </Link>
          </Button>
        </Box>
      </Flex>
    </>
  );
}
