import { Link } from '@chakra-ui/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { notificationTarget, type NotificationTarget } from '../utils/notification-rules';

type AnchorProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'rel'>;

interface NotificationAnchorProps extends AnchorProps {
  destination: NotificationTarget;
}

/**
 * The one anchor of a notification, in the bell and on the list: an app path goes through the router in
 * this tab; another site opens in a new tab (`noopener noreferrer`) and says so in its text. Other props
 * (the bell's menu item props, the list's link style) go onto the anchor, so it can be an `asChild` child.
 */
export function NotificationAnchor({ destination, children, ...props }: NotificationAnchorProps) {
  const { t } = useTranslation('notifications');
  if (destination.kind === 'app') {
    return (
      <RouterLink to={destination.to} {...props}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={destination.href} target="_blank" rel="noopener noreferrer" {...props}>
      {children} <span>{t('link.otherSite')}</span>
    </a>
  );
}

interface NotificationLinkProps {
  link: string | null | undefined;
  /** Clicking follows the link and calls this (marks the notification read). */
  onFollow: () => void;
  children: ReactNode;
}

/**
 * A notification's text as a link to where it points (`NotificationAnchor`, in the link style); text alone
 * when the link is missing or not one to follow (`notificationTarget`).
 */
export function NotificationLink({ link, onFollow, children }: NotificationLinkProps) {
  const destination = notificationTarget(link);
  if (!destination) return <>{children}</>;
  return (
    <Link asChild colorPalette="primary" color="colorPalette.fg">
      <NotificationAnchor destination={destination} onClick={onFollow}>
        {children}
      </NotificationAnchor>
    </Link>
  );
}
