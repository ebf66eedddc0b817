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
 * A notification's anchor: an app path through the router, another site in a new tab (`noopener
 * noreferrer`, said in its text). Other props go onto the anchor, so it can be an `asChild` child.
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

/** A notification's text as a link (`NotificationAnchor`); text alone when there is nothing to follow. */
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
