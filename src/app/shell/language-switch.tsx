import { chakra } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pickLanguage } from '@/lib/i18n';
import { isLanguage, LANGUAGES, type Language } from '@/lib/locale-resources';

/** Each language by its own name, whatever the page's language, so a reader finds theirs. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

const FIELD_ID = 'language-switch';

/**
 * The top bar's language switch: a native select (keyboard, screen readers and phone pickers for free),
 * plain styled, since Chakra's NativeSelect would add about 2.7 kB gzip to the first chunk.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('navigation');
  // Loading the other language's texts can fail like any call: its toast comes from the one error path.
  const change = useMutation({
    mutationKey: ['language'],
    mutationFn: pickLanguage,
    meta: { errorToast: 'navigation:language.loadError' },
  });
  const pending = change.isPending ? change.variables : null;
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const shown = pending ?? current;

  const onChange = (value: string) => {
    if (!isLanguage(value) || value === current || pending) return;
    change.mutate(value);
  };

  return (
    <chakra.div position="relative" flexShrink={0} ms={{ base: 'auto', md: '0' }}>
      <chakra.label htmlFor={FIELD_ID} srOnly>
        {t('language.label')}
      </chakra.label>
      <chakra.select
        id={FIELD_ID}
        lang={shown}
        value={shown}
        aria-busy={pending ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        appearance="none"
        h={{ base: '8', md: '9' }}
        ps={{ base: '2', md: '2.5' }}
        pe={{ base: '6', md: '8' }}
        textStyle={{ base: 'xs', md: 'sm' }}
        color="inherit"
        bg="transparent"
        borderWidth="1px"
        borderColor="currentColor"
        borderRadius="l2"
        cursor="pointer"
        _hover={{ bg: 'primary.700' }}
        // The theme's ring is the bar's own blue: on the bar it must be white to be seen.
        _focusVisible={{ outline: '2px solid', outlineColor: 'primary.contrast', outlineOffset: '2px' }}
        css={{ '& option': { color: 'fg', bg: 'bg' } }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </chakra.select>
      <chakra.svg
        aria-hidden
        viewBox="0 0 24 24"
        boxSize="4"
        position="absolute"
        insetEnd={{ base: '1.5', md: '2' }}
        top="50%"
        transform="translateY(-50%)"
        pointerEvents="none"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m6 9 6 6 6-6" />
      </chakra.svg>
    </chakra.div>
  );
}
