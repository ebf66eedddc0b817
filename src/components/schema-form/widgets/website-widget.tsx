import { HStack, Link } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { SchemaFormContext } from '../form-context';
import { BaseInputTemplate } from '../templates/base-input-template';
import { NewTabHint } from '@/components/ui/new-tab-hint';

/** The address a website link opens: as typed, with https:// in front when no scheme is given. */
export function externalUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const url = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

/** `"ui:widget": "website"`: a text input plus a link that opens the site in a new tab. */
export function WebsiteWidget(props: WidgetProps<unknown, never, SchemaFormContext>) {
  const { t } = useTranslation();
  const href = typeof props.value === 'string' ? externalUrl(props.value) : null;
  return (
    <HStack gap="3" align="center">
      <BaseInputTemplate {...props} type="text" />
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer" whiteSpace="nowrap" textStyle="sm">
          {t('forms:website.open')}
          <NewTabHint />
        </Link>
      ) : null}
    </HStack>
  );
}
