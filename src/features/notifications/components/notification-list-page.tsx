import { Badge, Button, Checkbox, HStack, Text } from '@chakra-ui/react';
import { createContext, use, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import { QueryLoadError } from '@/components/ui/load-error';
import { PageFrame } from '@/components/ui/page-frame';
import type { Notification } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import { useAllNotifications, useNotificationReading } from '../api/use-notifications';
import { newestFirst } from '../utils/notification-rules';
import { NotificationLink } from './notification-link';

const PAGING = { pageSizes: [25, 50, 100] };

/**
 * The selection reaches the checkbox cells through a context: columns remade per selection change would
 * remount every checkbox (DataTable renders cells as components) and drop focus.
 */
interface Selection {
  picked: ReadonlySet<number>;
  allChecked: boolean;
  someChecked: boolean;
  empty: boolean;
  toggle: (id: number, on: boolean) => void;
  toggleAll: (on: boolean) => void;
}

const SelectionContext = createContext<Selection | null>(null);

function useSelection(): Selection {
  const selection = use(SelectionContext);
  if (!selection) throw new Error('useSelection must be used inside the notification list');
  return selection;
}

function SelectAllCheckbox() {
  const { t } = useTranslation('notifications');
  const { allChecked, someChecked, empty, toggleAll } = useSelection();
  return (
    <Checkbox.Root
      size="sm"
      checked={allChecked ? true : someChecked ? 'indeterminate' : false}
      disabled={empty}
      onCheckedChange={(details) => toggleAll(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label whiteSpace={{ base: 'normal', md: 'nowrap' }}>{t('list.selectAll')}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function RowCheckbox({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const { picked, toggle } = useSelection();
  return (
    <Checkbox.Root
      size="sm"
      checked={picked.has(notification.id)}
      onCheckedChange={(details) => toggle(notification.id, details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{t('list.selectRow', { description: notification.description })}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Notifications (`/notification/list`, spec section 2): every notification, newest first, with Mark as Read. */
export function NotificationListPage() {
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

  const { markRead } = reading;
  const selection = useMemo<Selection>(
    () => ({
      picked,
      allChecked,
      someChecked,
      empty: rows.length === 0,
      toggle: (id, on) =>
        setPicked((current) => {
          const next = new Set(current);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
      toggleAll: (on) => setPicked(on ? new Set(rows.map((row) => row.id)) : new Set()),
    }),
    [picked, allChecked, someChecked, rows],
  );

  const columns = useMemo<ColumnDef<Notification>[]>(
    () => [
      {
        id: 'select',
        enableSorting: false,
        header: () => <SelectAllCheckbox />,
        cell: ({ row }) => <RowCheckbox notification={row.original} />,
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
                  onFollow={() => (notification.isRead ? undefined : markRead([notification.id]))}
                >
                  {notification.description}
                </NotificationLink>
              </Text>
            </HStack>
          );
        },
      },
    ],
    [t, formatters, markRead],
  );

  return (
    <PageFrame>
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
          <SelectionContext value={selection}>
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
          </SelectionContext>
        </>
      )}
    </PageFrame>
  );
}
