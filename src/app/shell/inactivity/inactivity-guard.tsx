import { useCallback, useEffect } from 'react';
import { LazyPart, lazyPart } from '@/components/ui/lazy-part';
import { env } from '@/config/env';
import { useSession } from '@/lib/session/session-provider';
import { loadModule } from '@/lib/load-with-recovery';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useInactivityTimeout } from './use-inactivity-timeout';

const loadDialog = () => import('./session-timeout-dialog');
const SessionTimeoutDialog = lazyPart(loadDialog, (module) => module.SessionTimeoutDialog);

const settings = { timeoutMs: env.inactivityTimeoutMs, countdownSeconds: env.inactivityCountdownSeconds };

/**
 * Logs a signed-in user out after inactivity (spec section 4): `env.inactivityTimeoutMs` without activity
 * opens a countdown of `env.inactivityCountdownSeconds`; Stay Logged In resets, Log Out or zero signs out.
 */
export function InactivityGuard() {
  const { signOut } = useSession();
  const expire = useCallback(() => void signOut(), [signOut]);
  const { phase, stayLoggedIn, stop } = useInactivityTimeout(settings, expire);

  const painted = useAfterFirstPaint();
  useEffect(() => {
    // Loaded ahead of the timeout, so a dropped connection or a new deployment cannot stop it; after the
    // first paint, so it does not hold that up.
    if (painted) loadModule(loadDialog).then(undefined, () => undefined);
  }, [painted]);

  if (phase.kind !== 'warning') return null;
  return (
    <LazyPart placeholder={null}>
      <SessionTimeoutDialog
        remainingSeconds={phase.remainingSeconds}
        countdownSeconds={settings.countdownSeconds}
        onStayLoggedIn={stayLoggedIn}
        onLogOut={() => {
          stop();
          void signOut();
        }}
      />
    </LazyPart>
  );
}
