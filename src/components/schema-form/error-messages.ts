import type { RJSFValidationError, UiSchema } from '@rjsf/utils';

/** i18n keys used when a field's `ui:errorMessages` has no entry for the failed keyword. */
const DEFAULT_MESSAGES: Record<string, string> = {
  required: 'forms:errors.required',
  maxLength: 'forms:errors.tooManyCharacters',
  minLength: 'forms:errors.tooFewCharacters',
};
const FALLBACK_MESSAGE = 'forms:errors.invalid';

function uiSchemaAt(uiSchema: object | undefined, property: string | undefined): UiSchema | undefined {
  const path = (property ?? '').split('.').filter(Boolean);
  let node: unknown = uiSchema;
  for (const segment of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node as UiSchema | undefined;
}

/** The i18n key for one validation error: the field's `ui:errorMessages[keyword]`, else a generic one. */
export function messageKeyFor(error: RJSFValidationError, uiSchema?: object): string {
  const keyword = error.name ?? '';
  const messages = uiSchemaAt(uiSchema, error.property)?.['ui:errorMessages'] as Record<string, string> | undefined;
  return messages?.[keyword] ?? messages?.['default'] ?? DEFAULT_MESSAGES[keyword] ?? FALLBACK_MESSAGE;
}

/**
 * rjsf's transformErrors: messages become i18n keys (translated when rendered, so a language switch
 * needs no revalidation). A field failing `enum` and `minimum` together reports one message.
 */
export function toMessageKeys(errors: RJSFValidationError[], uiSchema?: object): RJSFValidationError[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    const message = messageKeyFor(error, uiSchema);
    const key = `${error.property ?? ''}\u0000${message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ ...error, message, stack: message }];
  });
}
