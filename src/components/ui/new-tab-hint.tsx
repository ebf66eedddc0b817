import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * What a link that opens a new tab says after its name, to screen readers only: "Terms of Use (opens in a
 * new tab)". A link that holds it in a scroll region needs `position: relative`, so it stays inside.
 */
export function NewTabHint() {
  const { t } = useTranslation('common');
  return <chakra.span srOnly>{` ${t('opensInNewTab')}`}</chakra.span>;
}
