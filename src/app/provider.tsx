import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useState, type ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { Redirecting } from '../components/ui/redirecting';
import { SignInProblem } from '../components/ui/sign-in-problem';
import { Toaster } from '../components/ui/toaster';
import { AuthGate } from '../lib/auth/auth-gate';
import { getUserManager, onSigninCallback } from '../lib/auth/user-manager';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session/session-provider';
import { providedSystem } from './theme';
// The theme's global CSS, made at build time (providedSystem).
import 'virtual:theme-global.css';

function TranslationsReady({ children }: { children: ReactNode }) {
  use(initI18n());
  return children;
}

/** Everything the screens rely on: theme, cache, translations, sign-in and the session. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [userManager] = useState(getUserManager);
  return (
    <ChakraProvider value={providedSystem()}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
          <Suspense fallback={null}>
            <TranslationsReady>
              <AuthGate
                pending={(reason) => <Redirecting reason={reason} />}
                problem={(kind, retry, detail) => <SignInProblem kind={kind} detail={detail} onRetry={retry} />}
              >
                <SessionProvider>{children}</SessionProvider>
              </AuthGate>
              <Toaster />
            </TranslationsReady>
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
