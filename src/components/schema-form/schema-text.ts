import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const I18N_KEY = /^[a-z][a-z0-9-]*:[A-Za-z0-9_.-]+$/;

/**
 * A schema or option-list text as the user reads it: an i18n key (`ns:key`) translated, anything else
 * (a server tag's name, a mask) as it is. A key missing from a locale file stays a missing text.
 */
export function useSchemaText(): (text: string, values?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return useCallback((text, values) => (I18N_KEY.test(text) ? t(text, values ?? {}) : text), [t]);
}
