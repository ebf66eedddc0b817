import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/features/notifications/components/bell-icon';
import { AfterFirstPaint } from '@/components/ui/after-first-paint';
import { lazyPart } from '@/components/ui/lazy-part';

// Out of the first chunk (docs/budgets.md).
const NotificationBell = lazyPart(
  () => import('@/features/notifications/components/notification-bell'),
  (module) => module.NotificationBell,
);

/** The notification bell of the top bar (spec section 2), loaded lazily behind a look-alike disabled bell. */
export function NotificationBellSlot() {
  const { t } = useTranslation('notifications');
  const placeholder = (
    <Button
      variant="ghost"
      color="inherit"
      px="2"
      disabled
      aria-label={t('bell.loadingLabel')}
      _disabled={{ opacity: 1, cursor: 'progress' }}
    >
      <BellIcon />
    </Button>
  );
  return (
    <AfterFirstPaint placeholder={placeholder}>
      <NotificationBell />
    </AfterFirstPaint>
  );
}
