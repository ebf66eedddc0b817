import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { AuthContextProps } from 'react-oidc-context';
import { AuthContext } from 'react-oidc-context';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SessionRenewNotice } from '@/components/ui/session-renew-notice';
import { SignInProblem } from '@/components/ui/sign-in-problem';
import { AuthGate } from '@/lib/auth/auth-gate';
import { setSignInStatus, type SignInStatus } from '@/lib/auth/sign-in-status';
import { signInRestarter } from '@/lib/auth/user-manager';
import { initI18n } from '@/lib/i18n';
import { portalSystem } from './theme';

/**
 * What the tab shows after a log out that could not reach the provider's end-session page, a log out in
 * another tab, and a renewal the provider did not answer: the gate as app/provider.tsx composes it, the
 * sign-in restart watched. None of them starts a sign-in by itself (it would meet the provider's live
 * session, or a provider that does not answer): the person's Sign in again does.
 */
beforeAll(async () => {
  await initI18n(['en']);
});

let signIn: MockInstance<(typeof signInRestarter)['signIn']>;
beforeEach(() => {
  signIn = vi.spyOn(signInRestarter, 'signIn').mockResolvedValue();
});
// The status is left as the test set it: set back to idle, a gate still on screen would start a sign-in.
afterEach(() => vi.restoreAllMocks());

/** The gate with `status`, the tab signed in or not. */
async function gate(status: SignInStatus, signedIn: boolean) {
  setSignInStatus(status);
  const auth = {
    isLoading: false,
    isAuthenticated: signedIn,
    user: null,
    error: undefined,
    activeNavigator: undefined,
  } as unknown as AuthContextProps;
  render(
    <ChakraProvider value={portalSystem()}>
      <AuthContext.Provider value={auth}>
        <AuthGate
          pending={() => <p>Redirecting</p>}
          problem={(kind, retry, detail) => <SignInProblem kind={kind} detail={detail} onRetry={retry} />}
        >
          <SessionRenewNotice />
          <p>The portal</p>
        </AuthGate>
      </AuthContext.Provider>
    </ChakraProvider>,
  );
  // The gate's sign-in starts from an effect, after a renewal attempt: long enough for it to have started.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const signInAgain = () => screen.getByRole('button', { name: 'Sign in again' });

describe('the sign-in gate after a log out or a failed renewal', () => {
  it('signed out with nothing to say: a sign-in starts by itself (what the cases below must not do)', async () => {
    await gate({ kind: 'idle' }, false);
    expect(signIn).toHaveBeenCalledOnce();
  });

  it.each([
    ['a log out here that could not reach the end-session page', 'logged-out'],
    ['a log out in another tab', 'signed-out'],
  ] as const)('%s: "You are signed out" with Sign in again, never a sign-in by itself', async (_case, kind) => {
    await gate({ kind }, false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You are signed out');
    expect(signInAgain()).toBeInTheDocument();
    expect(screen.queryByText('The portal')).not.toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('a renewal the provider did not answer, signed out: "Your session could not be renewed", no redirect', async () => {
    await gate({ kind: 'renew-failed' }, false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your session could not be renewed');
    expect(signInAgain()).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('the same while still signed in: the portal stays, with the shell’s notice and Sign in again', async () => {
    await gate({ kind: 'renew-failed' }, true);
    expect(screen.getByText('The portal')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText(/^Your session could not be renewed\. Sign in again/)).toBeInTheDocument();
    expect(signInAgain()).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });
});
