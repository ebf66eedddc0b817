import { Badge, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Notification } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import { useNotificationReading, useUnreadNotifications } from '../api/use-notifications';
import { bellItems, notificationTarget } from '../utils/notification-rules';
import { BellIcon } from './bell-icon';
import { NotificationAnchor } from './notification-link';

const ITEM = 'notification-';
const VIEW_ALL = 'view-all';
const MARK_ALL = 'mark-all';
const RETRY = 'retry';

/** The badge shows up to 99; the button's name always has the exact count. */
const badgeText = (count: number, format: (value: number) => string) => (count > 99 ? `${format(99)}+` : format(count));

const bellButtonStyle = {
  variant: 'ghost',
  position: 'relative',
  color: 'inherit',
  px: '2',
  _hover: { bg: 'primary.700' },
  _expanded: { bg: 'primary.700' },
  _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '1px' },
} as const;

/** A message in the menu (loading, empty, failed): an inert item, fully legible. */
const noticeStyle = { whiteSpace: 'normal', color: 'fg.muted', _disabled: { opacity: 1, cursor: 'default' } } as const;

function NotificationItemContent({ notification }: { notification: Notification }) {
  const formatters = useFormatters();
  return (
    <Box py="1" minW="0">
      <Text textStyle="xs" color="fg.muted">
        {formatters.dateTime(notification.dateCreated)}
      </Text>
      <Text textStyle="sm" lineClamp={3} whiteSpace="normal">
        {notification.description}
      </Text>
    </Box>
  );
}

/** One unread notification: a link item (`NotificationAnchor`), else a plain item. */
function NotificationItem({ notification }: { notification: Notification }) {
  const destination = notificationTarget(notification.link);
  const value = `${ITEM}${notification.id}`;
  const content = <NotificationItemContent notification={notification} />;
  if (!destination) return <Menu.Item value={value}>{content}</Menu.Item>;
  return (
    <Menu.Item value={value} asChild flexDirection="column" alignItems="flex-start" gap="0">
      <NotificationAnchor destination={destination}>{content}</NotificationAnchor>
    </Menu.Item>
  );
}

/** The notification bell (spec section 2, top bar): the 10 most recent unread, View all, Mark all as read. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const formatters = useFormatters();
  const unread = useUnreadNotifications();
  const reading = useNotificationReading();
  const allUnread = useMemo(() => unread.data ?? [], [unread.data]);
  const shown = useMemo(() => bellItems(allUnread), [allUnread]);
  const count = allUnread.length;
  const label = unread.isSuccess ? t('bell.label', { count, n: formatters.number(count) }) : t('bell.loadingLabel');

  const onSelect = (value: string) => {
    if (value === MARK_ALL) reading.markRead(allUnread.map((notification) => notification.id));
    else if (value === RETRY) void unread.refetch();
    else if (value.startsWith(ITEM)) reading.markRead([Number(value.slice(ITEM.length))]);
  };

  return (
    // Enter on a link item: the menu's default dispatches a non-bubbling click that neither the router's link
    // nor the item's select hears (the page reloaded, the notification stayed unread); a real click reaches both.
    <Menu.Root
      onSelect={(details) => onSelect(details.value)}
      navigate={({ node }) => queueMicrotask(() => node.click())}
    >
      <Menu.Trigger asChild>
        <Button {...bellButtonStyle} aria-label={label}>
          <BellIcon />
          {count > 0 ? (
            <Badge
              aria-hidden="true"
              data-testid="notification-count"
              variant="solid"
              colorPalette="red"
              position="absolute"
              top="0.5"
              insetEnd="0"
              rounded="full"
              minW="5"
              px="1"
              justifyContent="center"
              textStyle="2xs"
              fontWeight="bold"
            >
              {badgeText(count, formatters.number)}
            </Badge>
          ) : null}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          {/* The list scrolls; View all and Mark all as read stay below it, in view on a phone too. */}
          <Menu.Content
            w="22rem"
            maxW="calc(100vw - 2rem)"
            maxH="min(36rem, 80vh)"
            display="flex"
            flexDirection="column"
            overflow="hidden"
          >
            <Menu.ItemGroup overflowY="auto" minH="0" flex="1">
              <Menu.ItemGroupLabel>{t('bell.heading')}</Menu.ItemGroupLabel>
              {unread.isError ? (
                <>
                  <Menu.Item value="error" disabled {...noticeStyle} color="fg.error">
                    {t('errors.unread')}
                  </Menu.Item>
                  <Menu.Item value={RETRY} closeOnSelect={false}>
                    {t('bell.retry')}
                  </Menu.Item>
                </>
              ) : unread.isPending ? (
                <Menu.Item value="loading" disabled {...noticeStyle}>
                  {t('bell.loading')}
                </Menu.Item>
              ) : shown.length === 0 ? (
                <Menu.Item value="empty" disabled {...noticeStyle}>
                  {t('bell.empty')}
                </Menu.Item>
              ) : (
                shown.map((notification) => <NotificationItem key={notification.id} notification={notification} />)
              )}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value={VIEW_ALL} asChild>
              <RouterLink to={paths.notificationList.href()}>{t('bell.viewAll')}</RouterLink>
            </Menu.Item>
            <Menu.Item value={MARK_ALL} disabled={count === 0 || reading.isPending}>
              {t('bell.markAllRead')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
