import { Switch } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import { QueryLoadError } from '@/components/ui/load-error';
import { PageFrame } from '@/components/ui/page-frame';
import type { NotificationPreference } from '@/generated/model';
import { useNotificationPreferences, usePreferenceSwitching } from '../api/use-notifications';

interface PreferenceSwitchProps {
  label: string;
  checked: boolean;
  busy: boolean;
  disabled: boolean;
  onChange: (wanted: boolean) => void;
}

function PreferenceSwitch({ label, checked, busy, disabled, onChange }: PreferenceSwitchProps) {
  const input = useRef<HTMLInputElement>(null);
  // A change that fails before its busy state is drawn: keep the input, which the click flipped, on the shown value.
  useEffect(() => {
    if (input.current && input.current.checked !== checked) input.current.checked = checked;
  });
  return (
    <Switch.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      aria-busy={busy || undefined}
      onCheckedChange={(details) => onChange(details.checked)}
    >
      <Switch.HiddenInput ref={input} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label srOnly>{label}</Switch.Label>
    </Switch.Root>
  );
}

/** Notification Preferences (spec section 2): sends opt-in or opt-out only when it differs from the status. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  const switching = usePreferenceSwitching();
  const rows = useMemo(() => preferences.data ?? [], [preferences.data]);
  const { change, pendingId, pendingValue } = switching;

  const columns = useMemo<ColumnDef<NotificationPreference>[]>(
    () => [
      // Type and description wrap, so that on a phone the table fits its place with its switches in view.
      { id: 'name', accessorKey: 'name', enableSorting: false, header: t('preferences.type'), meta: { wraps: true } },
      {
        id: 'description',
        accessorKey: 'description',
        enableSorting: false,
        header: t('preferences.description'),
        meta: { wraps: true },
      },
      {
        id: 'notifyMe',
        enableSorting: false,
        header: t('preferences.notifyMe'),
        cell: ({ row }) => {
          const preference = row.original;
          const busy = pendingId === preference.id;
          return (
            <PreferenceSwitch
              label={t('preferences.notifyMeFor', { name: preference.name })}
              checked={busy && pendingValue !== undefined ? pendingValue : preference.status}
              busy={busy}
              disabled={pendingId !== undefined}
              onChange={(wanted) => change(preference, wanted)}
            />
          );
        },
      },
    ],
    [t, change, pendingId, pendingValue],
  );

  return (
    <PageFrame>
      {preferences.isError ? (
        <QueryLoadError query={preferences} message={t('errors.preferences')} />
      ) : (
        <DataTable
          caption={t('preferences.caption')}
          captionHidden
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.id)}
          loading={preferences.isPending}
          emptyMessage={t('preferences.empty')}
        />
      )}
    </PageFrame>
  );
}
