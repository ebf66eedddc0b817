import { isSecureOrLoopback } from '@/config/frame-origins';

/**
 * The payment link the API returned, if the payment frame may load it: an absolute URL on the
 * configured payment origin, without credentials, over https (or http on a loopback origin, which
 * browsers treat as potentially trustworthy: the demo). Anything else is refused (null), so a tampered
 * or misconfigured answer cannot frame another site inside the portal.
 */
export function paymentFrameSrc(url: string, paymentOrigin: string): string | null {
  const target = URL.parse(url);
  if (!target || target.origin !== paymentOrigin || target.username !== '' || target.password !== '') return null;
  return isSecureOrLoopback(target) ? target.href : null;
}
