import { Box, chakra, Input, VisuallyHidden } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getSearchCitiesQueryOptions } from '@/generated/api/companies/companies';
import type { CityState } from '@/generated/model';
import { searchCitiesQuerySubstrMax, searchCitiesQuerySubstrMin } from '@/generated/zod/companies/companies.zod';
import { controlProps } from '../field-a11y';
import { useTypedText } from './use-typed-text';
import type { SchemaFormContext } from '../form-context';
import type { WidgetMessageValues } from '../templates/field-template';

const SEARCH_DELAY_MS = 250;

export const formatCityState = (city: CityState) => `${city.city}, ${city.stateCode}`;

/**
 * The text the API is asked about: the part before any comma, within the lengths GET /api/cities takes
 * (the contract's `substr` limits; spec sections 5 and 9: from 3 characters). Outside them there is no
 * search and no suggestion: below the minimum the city is still being typed, above the maximum no city
 * matches (the API would answer 400), and the form's own rules judge what was typed.
 */
export function citySearchTerm(text: string): string | null {
  const term = (text.split(',')[0] ?? '').trim();
  return term.length >= searchCitiesQuerySubstrMin && term.length <= searchCitiesQuerySubstrMax ? term : null;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * `"ui:widget": "cityState"`: "City, State" text with suggestions from GET /api/cities (ARIA 1.2 combobox:
 * arrows move, Enter picks, Escape closes). Search failures are silent (spec section 8). Written here rather
 * than on Chakra's Combobox, which costs every form screen 5.8 kB (docs/decisions/0091-city-state-combobox.md).
 */
export function CityStateWidget(props: WidgetProps<unknown, never, SchemaFormContext>) {
  const { t } = useTranslation();
  const { id, value, disabled, readonly, options, onChange, onBlur, onFocus } = props;
  const { text, setText, focus, blur } = useTypedText(value);
  const listId = `${useId()}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = citySearchTerm(text);
  const searched = useDebounced(term, SEARCH_DELAY_MS);
  const enabled = open && searched !== null && term !== null && !readonly && !disabled;
  const { data } = useQuery({
    ...getSearchCitiesQueryOptions({ substr: searched ?? '' }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const suggestions = enabled && data ? data.filter((city) => formatCityState(city) !== text).slice(0, 10) : [];
  const expanded = suggestions.length > 0;

  const choose = (city: CityState) => {
    setText(formatCityState(city));
    onChange(formatCityState(city));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the field (no option yet) Up goes to the last option, Down to the first (ARIA APG combobox).
      setActive(
        (current) => ((current < 0 && step < 0 ? 0 : current) + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const city = suggestions[active];
      if (city) choose(city);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Box position="relative">
      <Input
        {...controlProps(props)}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={text}
        onChange={({ target }) => {
          setText(target.value);
          onChange(target.value === '' ? options.emptyValue : target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={({ target }) => {
          setOpen(false);
          setActive(-1);
          blur();
          onBlur(id, target.value);
        }}
        onFocus={({ target }) => {
          focus();
          onFocus(id, target.value);
        }}
      />
      <chakra.ul
        id={listId}
        role="listbox"
        aria-label={t('forms:autocomplete.label')}
        hidden={!expanded}
        position="absolute"
        zIndex="dropdown"
        insetX="0"
        top="100%"
        mt="1"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l2"
        boxShadow="md"
        maxH="64"
        overflowY="auto"
        listStyleType="none"
        py="1"
      >
        {suggestions.map((city, position) => (
          <chakra.li
            key={formatCityState(city)}
            id={`${listId}-${position}`}
            role="option"
            aria-selected={position === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={position === active ? 'primary.subtle' : undefined}
            _hover={{ bg: 'bg.muted' }}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(city)}
          >
            {formatCityState(city)}
          </chakra.li>
        ))}
      </chakra.ul>
      <VisuallyHidden aria-live="polite">
        {expanded ? t('forms:autocomplete.suggestions', { count: suggestions.length }) : ''}
      </VisuallyHidden>
    </Box>
  );
}

/** The field's help names the search's minimum (`{{searchMinLength}}`), the contract's `substr` limit. */
(CityStateWidget as WidgetMessageValues).messageValues = { searchMinLength: searchCitiesQuerySubstrMin };
