import { Box, Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import { QueryLoadError } from '@/components/ui/load-error';
import { PageFrame } from '@/components/ui/page-frame';
import type { CompanyUser } from '@/generated/model';
import { toCsv, type CsvColumn } from '@/lib/csv';
import { saveFile } from '@/lib/download';
import { useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session-provider';
import { useCompanyUsers } from '../api/use-company-users';
import {
  canChangeStatus,
  canManageUsers,
  canResendConfirmation,
  canUpdateUser,
  filterUsers,
  offersResendConfirmation,
  USER_PAGE_SIZES,
  USER_STATUS_FILTER,
  type UserStatusFilter,
} from '../utils/user-rules';
import { AddUserDialog } from './add-user-dialog';
import { ResendConfirmationButton } from './resend-confirmation-button';
import { UserEditDialog } from './user-edit-dialog';
import { UserStatusSwitch } from './user-status-switch';

const EXPORT_FILE = 'AuthorizedUsers.csv';

const STATUS_OPTIONS = [
  { value: USER_STATUS_FILTER.all, key: 'all' },
  { value: USER_STATUS_FILTER.active, key: 'active' },
  { value: USER_STATUS_FILTER.inactive, key: 'inactive' },
] as const;

/** Authorized Users (spec sections 2, 6): the company's users, searchable, with their row actions. */
export function AuthorizedUsersPage() {
  const { t } = useTranslation('users');
  const formatters = useFormatters();
  const { company, user: me } = useSession();
  const users = useCompanyUsers(company?.id);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatusFilter>(USER_STATUS_FILTER.active);
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: USER_PAGE_SIZES[0] ?? 10 });
  const [adding, setAdding] = useState(false);
  const addUserButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<CompanyUser | null>(null);

  const actor = useMemo(() => ({ userId: me?.id ?? -1, role: company?.userRoleId }), [me?.id, company?.userRoleId]);
  const manager = canManageUsers(company?.userRoleId);
  const rows = useMemo(() => filterUsers(users.data ?? [], search, status), [users.data, search, status]);

  const columns = useMemo<ColumnDef<CompanyUser, unknown>[]>(
    () => [
      { id: 'name', accessorFn: (row) => row.fullName, header: t('list.name'), meta: { wraps: true } },
      { accessorKey: 'emailAddress', header: t('list.email') },
      { id: 'role', accessorFn: (row) => t(`roles.${row.userRole}`), header: t('list.role') },
      {
        id: 'lastLogin',
        accessorFn: (row) => (row.lastLogin ? Date.parse(row.lastLogin) : -Infinity),
        header: t('list.lastLogin'),
        cell: ({ row }) => (row.original.lastLogin ? formatters.dateTime(row.original.lastLogin) : t('list.never')),
      },
      {
        id: 'active',
        header: t('list.active'),
        enableSorting: false,
        cell: ({ row }) =>
          company ? (
            <UserStatusSwitch user={row.original} company={company} enabled={canChangeStatus(actor, row.original)} />
          ) : null,
      },
      {
        id: 'actions',
        header: t('list.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Flex direction="column" align="stretch" gap="2" maxW="10rem">
            <Button
              size="xs"
              variant="outline"
              disabled={!canUpdateUser(actor, row.original)}
              onClick={() => setEditing(row.original)}
            >
              {t('list.update')}
              <Box as="span" srOnly>
                {row.original.fullName}
              </Box>
            </Button>
            {offersResendConfirmation(actor.role, row.original) ? (
              <ResendConfirmationButton user={row.original} enabled={canResendConfirmation(actor, row.original)} />
            ) : null}
          </Flex>
        ),
      },
    ],
    [t, formatters, company, actor],
  );

  const exportCsv = () => {
    const csvColumns: CsvColumn<CompanyUser>[] = [
      { header: t('list.firstName'), value: (row) => row.firstName },
      { header: t('list.lastName'), value: (row) => row.lastName },
      { header: t('list.email'), value: (row) => row.emailAddress },
      { header: t('list.role'), value: (row) => t(`roles.${row.userRole}`) },
      { header: t('list.lastLogin'), value: (row) => (row.lastLogin ? formatters.dateTime(row.lastLogin) : '') },
      { header: t('list.status'), value: (row) => t(row.isActiveForCompany ? 'status.active' : 'status.inactive') },
    ];
    saveFile(toCsv(csvColumns, rows), EXPORT_FILE);
  };

  const changeSearch = (value: string) => {
    setSearch(value);
    setPaging((current) => ({ ...current, pageIndex: 0 }));
  };
  const changeStatus = (value: UserStatusFilter) => {
    setStatus(value);
    setPaging((current) => ({ ...current, pageIndex: 0 }));
  };

  return (
    <PageFrame>
      <Flex gap="4" wrap="wrap" align="flex-end">
        <Field.Root width={{ base: 'full', sm: '18rem' }}>
          <Field.Label>{t('list.search')}</Field.Label>
          <Input
            type="search"
            value={search}
            onChange={(event) => changeSearch(event.currentTarget.value)}
            placeholder={t('list.searchPlaceholder')}
          />
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '10rem' }}>
          <Field.Label>{t('list.statusFilter')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              onChange={(event) => changeStatus(Number(event.currentTarget.value) as UserStatusFilter)}
            >
              {STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(`status.${option.key}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {manager ? (
          <Flex gap="3" ms={{ base: '0', md: 'auto' }} wrap="wrap">
            <Button variant="outline" onClick={exportCsv} disabled={!users.isSuccess}>
              {t('list.export')}
            </Button>
            <Button ref={addUserButton} colorPalette="primary" onClick={() => setAdding(true)} disabled={!company}>
              {t('list.addUser')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
      {users.isError ? (
        <QueryLoadError query={users} message={t('errors.loadUsers')} />
      ) : (
        <DataTable<CompanyUser>
          caption={t('list.caption')}
          captionHidden
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.userId)}
          pagination={{ pageSizes: USER_PAGE_SIZES }}
          pageIndex={paging.pageIndex}
          pageSize={paging.pageSize}
          onPaginationChange={setPaging}
          loading={users.isPending && company !== null}
          emptyMessage={search.trim() ? t('list.noMatches') : t('list.empty')}
        />
      )}
      {adding && company ? (
        <AddUserDialog
          company={company}
          existingUsers={users.data ?? []}
          onClose={() => setAdding(false)}
          finalFocus={() => addUserButton.current}
        />
      ) : null}
      {editing && company ? (
        <UserEditDialog
          company={company}
          target={editing}
          members={users.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </PageFrame>
  );
}
