import { Accordion, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { QueryLoadError } from '@/components/ui/load-error';
import { PageFrame } from '@/components/ui/page-frame';
import { useContentLibrary, useTagsOfContent } from '../api/use-content-library';
import { AUTO_OPEN_DELAY_MS, panelToOpen, parseContentId } from '../utils/content-library-panels';
import { contentItemElementId } from './content-library-item';
import { ContentLibraryPanel, panelValue } from './content-library-panel';

/** Scrolls the item into view once its panel has finished opening (the panel grows as it animates). */
function scrollIntoViewWhenOpen(element: HTMLElement) {
  requestAnimationFrame(() => {
    const content = element.closest<HTMLElement>('[data-part="item-content"]');
    const animations = typeof content?.getAnimations === 'function' ? content.getAnimations() : [];
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      element.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    });
  });
}

/**
 * Content Library (/abi/content/:contentId?): a panel per tag; the first opens 100 ms after loading
 * (spec section 9), or the URL's content's tag opens with the item highlighted and scrolled into view.
 */
export function ContentLibraryPage() {
  const { t } = useTranslation(['content-library', 'abi']);
  const contentId = parseContentId(useParams()['contentId']);
  const library = useContentLibrary();
  const tagsOfContent = useTagsOfContent(contentId);
  const [open, setOpen] = useState<string[]>([]);

  // Opens once the library is on screen and, with a content id, its tags are known (or failed).
  const ready = library.isSuccess && (contentId === undefined || !tagsOfContent.isPending);
  const target = ready ? panelToOpen(library.data, contentId, tagsOfContent.data) : undefined;
  useEffect(() => {
    if (target === undefined) return;
    const value = panelValue(target);
    const timer = setTimeout(
      () => setOpen((current) => (current.includes(value) ? current : [...current, value])),
      AUTO_OPEN_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [target, contentId]);

  // The named item, once its panel is open: scrolled into view once per content id.
  const highlightPanel = contentId !== undefined && tagsOfContent.isSuccess ? target : undefined;
  const scrolledTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (contentId === undefined || highlightPanel === undefined) return;
    if (!open.includes(panelValue(highlightPanel))) return;
    const id = contentItemElementId(highlightPanel, contentId);
    if (scrolledTo.current === id) return;
    const element = document.getElementById(id);
    if (!element) return;
    scrolledTo.current = id;
    scrollIntoViewWhenOpen(element);
  }, [open, contentId, highlightPanel]);

  return (
    <PageFrame gap="6">
      {library.isError ? (
        <QueryLoadError query={library} message={t('abi:errors.tags')} />
      ) : library.isPending ? (
        <HStack gap="3" paddingBlock="4" role="status" aria-live="polite">
          <Spinner size="md" color="primary.solid" aria-hidden="true" />
          <Text>{t('loading')}</Text>
        </HStack>
      ) : library.data.length === 0 ? (
        <Text color="fg.muted" paddingBlock="4">
          {t('empty')}
        </Text>
      ) : (
        <Accordion.Root variant="enclosed" multiple value={open} onValueChange={(details) => setOpen(details.value)}>
          {library.data.map((tag) => (
            <ContentLibraryPanel
              key={tag.id}
              tag={tag}
              highlightedContentId={highlightPanel === undefined ? undefined : contentId}
            />
          ))}
        </Accordion.Root>
      )}
    </PageFrame>
  );
}
