import { notifyError, notifySuccess, snackbar } from '@/components/ui/toaster';
import { configureApiClient } from '@/lib/api-client';
import { apiSession } from '@/lib/auth/api-session';
import { configureSessionCache } from '@/lib/auth/user-manager';
import { configureClipboard } from '@/lib/clipboard-notices';
import { configureNotifier, queryClient } from '@/lib/query-client';

/**
 * Plugs what the portal holds into the lib modules that may not know it: the session into the API client,
 * the query cache into log out and sign-in restarts, the toasts into the query client and the clipboard.
 * startPortal calls it once, before the first render; no module does any of it as it is imported.
 */
export function connectPortal(): void {
  configureApiClient(apiSession);
  configureSessionCache(queryClient);
  configureNotifier({ error: notifyError, success: notifySuccess });
  configureClipboard({ copied: snackbar, unavailable: notifyError });
}
