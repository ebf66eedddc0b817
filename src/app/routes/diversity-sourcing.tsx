import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { FrameLoading } from '@/components/legacy-frame/frame-loading';
import { LoadError } from '@/components/ui/load-error';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { createQuickLogin, getCreateQuickLoginMutationKey, logUserActivity } from '@/generated/api/signin/signin';
import { useSession } from '@/lib/session/session-provider';
import { httpsInProduction } from '@/lib/web-address';

/** UserActivities type 1: a redirect to the original portal (spec section 7). */
const REDIRECT_TO_ORIGINAL_PORTAL = 1;

interface RedirectRequest {
  idToken: string;
  userId: number;
  companyId: number;
  returnUrl: string;
}

/**
 * The redirect to the original portal: QLogin's signed-in link, then the user activity that records the
 * redirect (type 1). A failure of either toasts the spec's 'Error Occurred Trying To Redirect'.
 */
function useRedirectToOriginalPortal() {
  return useMutation({
    mutationKey: getCreateQuickLoginMutationKey(),
    mutationFn: async ({ idToken, userId, companyId, returnUrl }: RedirectRequest) => {
      const { link } = await createQuickLogin({
        IdToken: idToken,
        ReturnUrl: returnUrl,
        CompanyId: companyId,
        IsEmbedded: false,
      });
      await logUserActivity({
        UserId: userId,
        CompanyId: companyId,
        UserActivityTypeId: REDIRECT_TO_ORIGINAL_PORTAL,
        Key: 'ReturnUrl',
        Value: returnUrl,
      });
      return link;
    },
    meta: { errorToast: 'common:redirectError' },
  });
}

/**
 * Diversity Sourcing lives on the legacy site, outside the portal (spec section 2): the drawer and the
 * Home tile open this route in a new tab, which asks QLogin for a signed-in link to the legacy page of
 * the same path, records the redirect (UserActivities type 1) and replaces itself with the link.
 */
export default function DiversitySourcingRoute() {
  const { t } = useTranslation('frames');
  const auth = useAuth();
  const { company, user } = useSession();
  const { mutate, isError } = useRedirectToOriginalPortal();
  const idToken = auth.user?.id_token;
  const companyId = company?.id;
  const userId = user?.id;

  const open = useCallback(() => {
    if (idToken === undefined || companyId === undefined || userId === undefined) return;
    mutate(
      { idToken, userId, companyId, returnUrl: paths.resumesDiversitySourcing.href() },
      {
        onSuccess: (link) => {
          // Spec section 7: the link's protocol is forced to https in production.
          const target = httpsInProduction(link);
          if (target !== null) window.location.replace(target);
        },
      },
    );
  }, [idToken, companyId, userId, mutate]);

  // Once per visit, also under StrictMode's second effect run.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || idToken === undefined || companyId === undefined || userId === undefined) return;
    started.current = true;
    open();
  }, [open, idToken, companyId, userId]);

  return (
    <PageFrame gap="4" maxW="40rem">
      {isError ? (
        <LoadError message={t('diversitySourcing.failed')} onRetry={open} />
      ) : (
        <FrameLoading label={t('diversitySourcing.opening')} />
      )}
    </PageFrame>
  );
}
