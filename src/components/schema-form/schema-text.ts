import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const I18N_KEY = /^[a-z][a-z0-9-]*:[A-Za-z0-9_.-]+$/;

/**
 * A text of a schema or an option list as the user reads it: an i18n key (`ns:key`, what the schemas and the
 * portal's lists name) translated, anything else (an observance tag's name from the server, a form mask)
 * shown as it is. A key missing from a locale file is still a missing text, not a text.
 */
export function useSchemaText(): (text: string, values?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return useCallback((text, values) => (I18N_KEY.test(text) ? t(text, values ?? {}) : text), [t]);
}
