import { useGetTagContents, useGetTags } from '@/generated/api/abi/abi';
import { apiFailureKind } from '@/lib/api-errors';

/** The library, one entry per tag with content; a failure shows and toasts the Tags message. */
export function useContentLibrary() {
  return useGetTagContents({ query: { meta: { errorToast: 'abi:errors.tags' } } });
}

/**
 * The tags of the content the URL names, to open its panel. A content id that does not exist (404) is not
 * an error of the page: the first panel opens instead, without a toast. Any other failure toasts the Tags
 * message (it is the list of tags that failed) and falls back the same way.
 */
export function useTagsOfContent(contentId: number | undefined) {
  return useGetTags(contentId === undefined ? undefined : { contentId }, {
    query: {
      enabled: contentId !== undefined,
      // An empty key is no toast (query-client: `if (key && …)`).
      meta: { errorToast: (error) => (apiFailureKind(error) === 'not-found' ? '' : 'abi:errors.tags') },
    },
  });
}
