import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@/generated/model';
import { useDocumentUrl } from '../api/use-documents';

function forgetCopiedSession(opened: Window): void {
  try {
    opened.sessionStorage.clear();
  } catch {
    // A window of another origin holds no copy of this origin's storage.
  }
}

/**
 * Opens a document where popup blockers allow: the window opens blank in the click itself, then goes to
 * the signed address; a failed answer closes it.
 */
export function useOpenDocument(type: DocumentType) {
  const { t } = useTranslation('document-center');
  const { mutate } = useDocumentUrl(type);
  return useCallback(
    (id: string) => {
      const opened = window.open('', '_blank');
      if (opened) {
        // A window opened with an opener starts with a copy of this tab's sessionStorage, the session's
        // tokens included: a second holder of the refresh token. The document window gets none.
        forgetCopiedSession(opened);
        // The new window must not reach back into the portal (reverse tabnabbing).
        opened.opener = null;
        opened.document.title = t('opening');
        opened.document.body.textContent = t('opening');
      }
      mutate(id, {
        onSuccess: (address) => {
          // A blocked popup (no window) leaves one way: open it now, from the answer.
          if (opened) opened.location.replace(address);
          else window.open(address, '_blank', 'noopener');
        },
        onError: () => opened?.close(),
      });
    },
    [mutate, t],
  );
}
