import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { notificationTarget } from '../utils/notification-rules';

interface NotificationLinkProps {
  link: string | null | undefined;
  /** Clicking follows the link and calls this (marks the notification read). */
  onFollow: () => void;
  children: ReactNode;
}

/**
 * A notification's text as a link to where it points: an app path through the router, another site as a
 * normal link; text alone when the link is missing or not one to follow (web-address rules).
 */
export function NotificationLink({ link, onFollow, children }: NotificationLinkProps) {
  const target = notificationTarget(link);
  if (!target) return <>{children}</>;
  return target.kind === 'app' ? (
    <Link asChild colorPalette="primary" color="colorPalette.fg">
      <RouterLink to={target.to} onClick={onFollow}>
        {children}
      </RouterLink>
    </Link>
  ) : (
    <Link href={target.href} colorPalette="primary" color="colorPalette.fg" onClick={onFollow}>
      {children}
    </Link>
  );
}
