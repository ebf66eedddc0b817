import { Badge, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import { QueryLoadError } from '@/components/ui/load-error';
import type { Notification } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import { useAllNotifications, useNotificationReading } from '../api/use-notifications';
import { newestFirst } from '../utils/notification-rules';
import { NotificationLink } from './notification-link';

const PAGING = { pageSizes: [25, 50, 100] };

/**
 * Notifications (`/notification/list`, spec section 2): every notification, newest first, with its date and
 * description (a link to where it points; following it marks it read). Unread ones are bold and labelled
 * Unread, not only coloured. Select all and a checkbox per row choose what Mark as Read sends (the unread
 * among them). The bell shows the same change at once (shared cache, use-notifications).
 */
export function NotificationListPage({ title }: { title: string }) {
  const { t } = useTranslation('notifications');
  const formatters = useFormatters();
  const all = useAllNotifications();
  const reading = useNotificationReading();
  const rows = useMemo(() => newestFirst(all.data ?? []), [all.data]);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());

  // Only rows still in the list count (a reload may drop some).
  const selected = useMemo(() => rows.filter((row) => picked.has(row.id)), [rows, picked]);
  const selectedUnread = selected.filter((row) => !row.isRead).map((row) => row.id);
  const unreadCount = rows.filter((row) => !row.isRead).length;
  const allChecked = rows.length > 0 && selected.length === rows.length;
  const someChecked = selected.length > 0 && !allChecked;

  const columns = useMemo<ColumnDef<Notification>[]>(() => {
    const toggle = (id: number, on: boolean) =>
      setPicked((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    return [
      {
        id: 'select',
        enableSorting: false,
        header: () => (
          <Checkbox.Root
            size="sm"
            checked={allChecked ? true : someChecked ? 'indeterminate' : false}
            disabled={rows.length === 0}
            onCheckedChange={(details) =>
              setPicked(details.checked === true ? new Set(rows.map((row) => row.id)) : new Set())
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label whiteSpace={{ base: 'normal', md: 'nowrap' }}>{t('list.selectAll')}</Checkbox.Label>
          </Checkbox.Root>
        ),
        cell: ({ row }) => (
          <Checkbox.Root
            size="sm"
            checked={picked.has(row.original.id)}
            onCheckedChange={(details) => toggle(row.original.id, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label srOnly>{t('list.selectRow', { description: row.original.description })}</Checkbox.Label>
          </Checkbox.Root>
        ),
      },
      {
        id: 'date',
        accessorKey: 'dateCreated',
        enableSorting: false,
        header: t('list.date'),
        cell: ({ row }) => (
          // On a phone the date takes two lines, so the description keeps a readable width; on a wider
          // screen it stays on one (`meta.wraps` would let the table wrap it there too).
          <Text
            as="span"
            whiteSpace={{ base: 'normal', md: 'nowrap' }}
            fontWeight={row.original.isRead ? 'normal' : 'semibold'}
          >
            {formatters.dateTime(row.original.dateCreated)}
          </Text>
        ),
      },
      {
        id: 'description',
        accessorKey: 'description',
        enableSorting: false,
        header: t('list.description'),
        meta: { wraps: true },
        cell: ({ row }) => {
          const notification = row.original;
          return (
            <HStack
              gap="2"
              align="start"
              wrap={{ base: 'wrap', sm: 'nowrap' }}
              data-unread={notification.isRead ? undefined : ''}
            >
              {notification.isRead ? null : (
                <Badge variant="solid" colorPalette="primary" flexShrink="0">
                  {t('list.unread')}
                </Badge>
              )}
              <Text as="span" fontWeight={notification.isRead ? 'normal' : 'semibold'}>
                <NotificationLink
                  link={notification.link}
                  onFollow={() => (notification.isRead ? undefined : reading.markRead([notification.id]))}
                >
                  {notification.description}
                </NotificationLink>
              </Text>
            </HStack>
          );
        },
      },
    ];
  }, [t, formatters, rows, picked, allChecked, someChecked, reading]);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {all.isError ? (
        <QueryLoadError query={all} message={t('errors.all')} />
      ) : (
        <>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text data-testid="unread-count" aria-live="polite">
              {all.isSuccess ? t('list.unreadCount', { count: unreadCount, n: formatters.number(unreadCount) }) : null}
            </Text>
            <Button
              size="sm"
              disabled={selectedUnread.length === 0}
              loading={reading.isPending}
              onClick={() => reading.markRead(selectedUnread, () => setPicked(new Set()))}
            >
              {t('list.markRead')}
            </Button>
          </HStack>
          <DataTable
            caption={t('list.caption')}
            captionHidden
            columns={columns}
            data={rows}
            getRowId={(row) => String(row.id)}
            pagination={PAGING}
            loading={all.isPending}
            emptyMessage={t('list.empty')}
          />
        </>
      )}
    </Stack>
  );
}
