import { isSecureOrLoopback } from '@/config/frame-origins';

/**
 * The payment link, if the frame may load it: absolute, on the payment origin, no credentials, https (or
 * http on loopback). Anything else is null, so a tampered answer cannot frame another site.
 */
export function paymentFrameSrc(url: string, paymentOrigin: string): string | null {
  const target = URL.parse(url);
  if (!target || target.origin !== paymentOrigin || target.username !== '' || target.password !== '') return null;
  return isSecureOrLoopback(target) ? target.href : null;
}
