import type { IncomingMessage, ServerResponse } from 'node:http';
import { UserRole } from '../src/generated/model';
import { API_AUDIENCE, IMPERSONATION_CLAIM, impersonationClaims, signingJwk } from './auth';
import { db } from './db';
import { type DemoUser, userClaims } from './id-token-claims';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './identity';
import { cspHash, escapeHtml } from './lib/html';
import { SignInThrottle } from './lib/sign-in-throttle';

/**
 * The demo backend's local OpenID provider (oidc-provider): authorization code + PKCE for the one
 * public SPA client, JWT access tokens for the mock API signed with the process key of `auth.ts`,
 * refresh tokens for silent renew, and its own accessible sign-in page.
 */
export const DEMO_CLIENT_ID = 'employer-portal';
export const PRODUCT_NAME = 'Employer Portal';
export const SIGN_IN_ERROR = 'Invalid email or password.';

/** What the sign-in page says while an account is refused after repeated failures. */
export function signInThrottledMessage(minutes: number): string {
  return `Too many failed sign-ins with this email. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
/** Where the sign-in page lives, below the issuer (`/oidc`). */
export const INTERACTION_PATH = '/interaction/';

const API_SCOPE = 'api';
const ACCESS_TOKEN_TTL = 15 * 60;
const ID_TOKEN_TTL = 15 * 60;
const SESSION_TTL = 8 * 60 * 60;
const REFRESH_TOKEN_TTL = 8 * 60 * 60;
const INTERACTION_TTL = 30 * 60;

// oidc-provider ships no type declarations; these describe the part of its API this file uses.
interface ProviderContext {
  body: unknown;
  type: string;
  status: number;
  set(field: string, value: string): void;
  oidc: { route?: string };
}

interface ResourceServerInfo {
  scope: string;
  audience: string;
  accessTokenTTL: number;
  accessTokenFormat: 'jwt';
  jwt: { sign: { alg: 'RS256' } };
}

interface ProviderClient {
  clientId: string;
}

interface Account {
  accountId: string;
  claims(): Promise<Record<string, unknown>>;
}

interface RefreshTokenEntity {
  remainingTTL: number;
}

interface ErrorOutput {
  error: string;
  error_description?: string;
}

interface PromptDetails {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

interface InteractionDetails {
  uid: string;
  prompt: { name: string; details: PromptDetails };
  params: Record<string, unknown>;
  session?: { accountId: string };
  grantId?: string;
}

type InteractionResult = { login: { accountId: string } } | { consent: { grantId: string } };

interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(indicator: string, scope: string): void;
  save(): Promise<string>;
}

interface GrantModel {
  new (properties: { accountId: string; clientId: string }): Grant;
  find(id: string): Promise<Grant | undefined>;
}

export interface DemoProvider {
  readonly issuer: string;
  proxy: boolean;
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: InteractionResult,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: GrantModel;
  on(event: 'server_error', listener: (ctx: unknown, error: unknown) => void): unknown;
  use(
    middleware: (
      ctx: { path: string; status: number; remove(field: string): void },
      next: () => Promise<void>,
    ) => Promise<void>,
  ): unknown;
}

interface ProviderModule {
  Provider: new (issuer: string, configuration: Record<string, unknown>) => DemoProvider;
  errors: { InvalidTarget: new (description?: string) => Error };
}

// A non-literal specifier keeps TypeScript from asking for the absent declarations (TS7016).
const OIDC_PROVIDER_MODULE = 'oidc-provider';

async function loadProviderModule(): Promise<ProviderModule> {
  const loaded: unknown = await import(/* @vite-ignore */ OIDC_PROVIDER_MODULE);
  return loaded as ProviderModule;
}

type AdapterPayload = Record<string, unknown> & { grantId?: string; uid?: string; consumed?: number };

interface StoredEntry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * In-memory storage for the provider's artifacts, one store per provider. It replaces the built-in
 * memory adapter only because that one prints a development-only warning on every start.
 */
class MemoryStore {
  readonly entries = new Map<string, StoredEntry>();
  readonly sessionsByUid = new Map<string, string>();
  readonly grantMembers = new Map<string, Set<string>>();

  get(key: string): AdapterPayload | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }
}

class MemoryAdapter {
  constructor(
    private readonly model: string,
    private readonly store: MemoryStore,
  ) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const key = this.key(id);
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
    this.store.entries.set(key, { payload, expiresAt });
    if (this.model === 'Session' && typeof payload.uid === 'string') this.store.sessionsByUid.set(payload.uid, id);
    if (typeof payload.grantId === 'string') {
      const members = this.store.grantMembers.get(payload.grantId) ?? new Set<string>();
      members.add(key);
      this.store.grantMembers.set(payload.grantId, members);
    }
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.store.get(this.key(id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const id = this.store.sessionsByUid.get(uid);
    return id === undefined ? undefined : this.find(id);
  }

  async findByUserCode(): Promise<AdapterPayload | undefined> {
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const payload = this.store.get(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    const key = this.key(id);
    const payload = this.store.get(key);
    this.store.entries.delete(key);
    if (typeof payload?.uid === 'string') this.store.sessionsByUid.delete(payload.uid);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const key of this.store.grantMembers.get(grantId) ?? []) this.store.entries.delete(key);
    this.store.grantMembers.delete(grantId);
  }
}

function findUserById(accountId: string): DemoUser | undefined {
  const id = Number(accountId);
  if (!Number.isInteger(id)) return undefined;
  return db.user.findFirst({ where: { id: { equals: id } } }) ?? undefined;
}

/** The demo database is the account store: a password changed through the API works from then on. */
export function authenticateDemoUser(email: string, password: string): DemoUser | undefined {
  const wanted = email.trim().toLowerCase();
  if (wanted === '' || password === '') return undefined;
  const user = db.user.getAll().find((candidate) => candidate.email.trim().toLowerCase() === wanted);
  return user && user.password !== null && user.password === password ? user : undefined;
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1rem;line-height:1.5;color:#1a202c;background:#f7fafc}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #cbd5e0;border-radius:.5rem}
h1{margin:0 0 .25rem;font-size:1.5rem}
h2{margin:1.5rem 0 .5rem;font-size:1.125rem}
p{margin:.5rem 0}
.lead{margin:0 0 1.5rem;color:#4a5568}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;padding:.5rem .75rem;font:inherit;color:#1a202c;background:#fff;border:1px solid #718096;border-radius:.25rem}
input[aria-invalid="true"]{border-color:#b00020}
button{margin-top:1.5rem;width:100%;padding:.625rem 1rem;font:inherit;font-weight:600;color:#fff;background:#0067d2;border:0;border-radius:.25rem;cursor:pointer}
button:hover{background:#0052a8}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1a202c;outline-offset:2px}
a{color:#0052a8}
.error{margin:0 0 1rem;padding:.75rem;color:#b00020;background:#fff5f5;border:1px solid #b00020;border-radius:.25rem;font-weight:600}
.note{margin-top:2rem;padding-top:1rem;border-top:1px solid #cbd5e0;color:#4a5568;font-size:.9375rem}
.note ul{margin:.25rem 0;padding-left:1.25rem}
code{font-family:ui-monospace,Menlo,Consolas,monospace;color:#1a202c}
`;

interface Page {
  status: number;
  html: string;
  csp: string;
}

function page(title: string, body: string, script?: string): Page {
  return {
    status: 200,
    csp: `default-src 'none'; style-src ${cspHash(STYLE)}; script-src ${script ? cspHash(script) : "'none'"}; base-uri 'none'; frame-ancestors 'self'`,
    html: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style>${STYLE}</style>
${script ? `<script>${script}</script>` : ''}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`,
  };
}

/** A role's name in the demo accounts list: its member name in the generated enum (1 → 'Owner'). */
const ROLE_NAMES = new Map<UserRole, string>(Object.entries(UserRole).map(([name, role]) => [role, name]));

function demoAccountsNote(): string {
  const items = DEMO_ACCOUNTS.map((account) => {
    const role = ROLE_NAMES.get(account.memberships.find((membership) => membership.isDefault)?.role ?? UserRole.User);
    const kind = [role, account.sso && 'single sign-on', account.support && 'support staff: may impersonate']
      .filter(Boolean)
      .join(', ');
    return `<li><code>${escapeHtml(account.email)}</code>: ${escapeHtml(`${account.firstName} ${account.lastName}`)} (${escapeHtml(kind)})</li>`;
  }).join('\n');
  return `<section class="note" aria-labelledby="demo-accounts">
<h2 id="demo-accounts">Demo accounts</h2>
<p>The password of every demo account is <code>${DEMO_PASSWORD}</code>.</p>
<ul>
${items}
</ul>
</section>`;
}

export interface SignInPageOptions {
  action: string;
  email?: string;
  failed?: boolean;
  /** Minutes until the email may try again, when repeated failures have it refused (answered 429). */
  retryAfterMinutes?: number;
}

export function renderSignInPage({ action, email = '', failed = false, retryAfterMinutes }: SignInPageOptions): Page {
  const error = retryAfterMinutes ? signInThrottledMessage(retryAfterMinutes) : failed ? SIGN_IN_ERROR : undefined;
  const describedBy = failed ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const body = `<h1>${PRODUCT_NAME}</h1>
<p class="lead">Sign in to continue to the ${PRODUCT_NAME}.</p>
${error ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" spellcheck="false" required value="${escapeHtml(email)}"${describedBy}${failed ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${failed ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
${demoAccountsNote()}`;
  return { ...page('Sign in', body), status: retryAfterMinutes ? 429 : 200 };
}

function messagePage(status: number, title: string, message: string, link?: { href: string; text: string }): Page {
  const body = `<h1>${PRODUCT_NAME}</h1>
<h2>${escapeHtml(title)}</h2>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`;
  return { ...page(title, body), status };
}

function sendPage(res: ServerResponse, result: Page, headers: Record<string, string> = {}): void {
  const html = Buffer.from(result.html, 'utf8');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.statusCode = result.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', String(html.length));
  res.setHeader('Content-Security-Policy', result.csp);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(html);
}

function renderInto(ctx: ProviderContext, result: Page): void {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', result.csp);
  ctx.body = result.html;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > 64 * 1024) throw new Error('The sign-in form is too large.');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function grantConsent(provider: DemoProvider, details: InteractionDetails): Promise<string> {
  const accountId = details.session?.accountId;
  const clientId = details.params['client_id'];
  if (!accountId || typeof clientId !== 'string') throw new Error('The interaction has no signed-in account.');
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
  if (missingOIDCScope?.length) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims?.length) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

const EXPIRED_MESSAGE = 'This sign-in link has expired or was already used. Go back to the app and sign in again.';

/**
 * The interaction URL (`/oidc/interaction/:uid`): GET shows the sign-in page, POST checks the form.
 * Consent is granted without a page: the portal is the provider's own first-party client.
 */
export async function handleInteraction(
  provider: DemoProvider,
  uid: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    res.setHeader('Allow', 'GET, HEAD, POST');
    sendPage(res, messagePage(405, 'Not allowed', 'This page only accepts the sign-in form.'));
    return;
  }

  let details: InteractionDetails;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    sendPage(res, messagePage(400, 'Sign-in expired', EXPIRED_MESSAGE));
    return;
  }
  if (details.uid !== uid) {
    sendPage(res, messagePage(400, 'Sign-in expired', EXPIRED_MESSAGE));
    return;
  }

  if (details.prompt.name === 'consent') {
    const grantId = await grantConsent(provider, details);
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }
  if (details.prompt.name !== 'login') {
    sendPage(res, messagePage(400, 'Sign-in problem', 'This sign-in step is not supported by the demo provider.'));
    return;
  }

  const action = `${new URL(provider.issuer).pathname}${INTERACTION_PATH}${encodeURIComponent(uid)}`;
  if (method !== 'POST') {
    const hint = details.params['login_hint'];
    sendPage(res, renderSignInPage({ action, email: typeof hint === 'string' ? hint : '' }));
    return;
  }

  const form = await readForm(req);
  const email = form.get('email') ?? '';
  const throttle = signInThrottles.get(provider) ?? new SignInThrottle();
  const waitMs = throttle.retryAfterMs(email);
  if (waitMs > 0) {
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    sendPage(res, renderSignInPage({ action, email, failed: true, retryAfterMinutes: Math.ceil(waitMs / 60_000) }), {
      'Retry-After': String(retryAfterSeconds),
    });
    return;
  }
  const user = authenticateDemoUser(email, form.get('password') ?? '');
  if (!user) {
    throttle.failed(email);
    sendPage(res, renderSignInPage({ action, email, failed: true }));
    return;
  }
  throttle.succeeded(email);
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: String(user.id) } },
    { mergeWithLastSubmission: false },
  );
}

/** Each provider's throttle of failed sign-ins (mocks/lib/sign-in-throttle.ts). */
const signInThrottles = new WeakMap<DemoProvider, SignInThrottle>();

export interface DemoProviderOptions {
  /** The issuer identifier, `${origin}/oidc`. */
  issuer: string;
  /** Every origin the app may run on; the client's redirect URIs and CORS origins derive from them. */
  redirectOrigins: readonly string[];
  /**
   * Publishes a token revocation endpoint (RFC 7009). Off, the provider behaves as Microsoft Entra ID does,
   * with none: the portal's log out must end the session without it (DEMO_OIDC_REVOCATION=off).
   */
  revocation?: boolean;
  /** Throttles repeated failed sign-ins per email; a test passes one with its own clock. */
  signInThrottle?: SignInThrottle;
}

export async function createDemoProvider({
  issuer,
  redirectOrigins,
  revocation = true,
  signInThrottle = new SignInThrottle(),
}: DemoProviderOptions): Promise<DemoProvider> {
  const { Provider, errors } = await loadProviderModule();
  const origins = [...new Set(redirectOrigins.map((origin) => new URL(origin).origin))];
  const store = new MemoryStore();
  const homeUrl = `${origins[0] ?? new URL(issuer).origin}/`;

  const resourceServer: ResourceServerInfo = {
    scope: API_SCOPE,
    audience: API_AUDIENCE,
    accessTokenTTL: ACCESS_TOKEN_TTL,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };

  const provider = new Provider(issuer, {
    adapter: (model: string) => new MemoryAdapter(model, store),
    jwks: { keys: [await signingJwk()] },
    clients: [
      {
        client_id: DEMO_CLIENT_ID,
        client_name: PRODUCT_NAME,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((origin) => [`${origin}/auth-callback`, `${origin}/silent-refresh`]),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
    ],
    claims: {
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: [
        'name',
        'given_name',
        'family_name',
        'firstName',
        'lastName',
        'created_date',
        'sso',
        IMPERSONATION_CLAIM,
      ],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    findAccount: async (_ctx: unknown, sub: string): Promise<Account | undefined> => {
      if (!findUserById(sub)) return undefined;
      return {
        accountId: sub,
        // Read again when claims are issued, so a renamed user shows up at the next renew.
        claims: async () => {
          const user = findUserById(sub);
          return user ? userClaims(user) : { sub };
        },
      };
    },
    // The API's access tokens carry the impersonation claim too (support staff only): the API checks it.
    extraTokenClaims: async (_ctx: unknown, token: { accountId?: string }) =>
      token.accountId ? impersonationClaims(Number(token.accountId)) : undefined,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: revocation },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx: unknown, _client: unknown, oneOf?: string[]) =>
          oneOf ? (oneOf.includes(API_AUDIENCE) ? API_AUDIENCE : oneOf[0]) : API_AUDIENCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, indicator: string) => {
          if (indicator === API_AUDIENCE) return resourceServer;
          throw new errors.InvalidTarget();
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // The SPA already asked to sign out: the page submits itself and keeps a button for no-script use.
        logoutSource: async (ctx: ProviderContext, form: string) => {
          const script =
            "document.addEventListener('DOMContentLoaded',function(){document.getElementById('op.logoutForm').submit()});";
          const confirmForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
          renderInto(
            ctx,
            page(
              'Sign out',
              `<h1>${PRODUCT_NAME}</h1>
<h2>Signing you out…</h2>
${confirmForm}
<button type="submit" form="op.logoutForm">Sign out</button>`,
              script,
            ),
          );
        },
        postLogoutSuccessSource: async (ctx: ProviderContext) => {
          renderInto(
            ctx,
            messagePage(200, 'Signed out', 'You are signed out.', {
              href: homeUrl,
              text: `Back to the ${PRODUCT_NAME}`,
            }),
          );
        },
      },
    },
    interactions: {
      url: async (_ctx: unknown, interaction: { uid: string }) =>
        `${new URL(issuer).pathname}${INTERACTION_PATH}${interaction.uid}`,
    },
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx: unknown, origin: string, client: ProviderClient) =>
      client.clientId === DEMO_CLIENT_ID && origins.includes(origin),
    renderError: async (ctx: ProviderContext, out: ErrorOutput) => {
      const message = out.error_description ? `${out.error_description} (${out.error})` : out.error;
      renderInto(
        ctx,
        messagePage(ctx.status, 'Sign-in problem', message, { href: homeUrl, text: `Back to the ${PRODUCT_NAME}` }),
      );
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ID_TOKEN_TTL,
      Interaction: INTERACTION_TTL,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      ClientCredentials: ACCESS_TOKEN_TTL,
      DeviceCode: 600,
      BackchannelAuthenticationRequest: 600,
      PreAuthorizedCode: 600,
      // Rotated refresh tokens keep the first one's expiry: a signed-in day ends after 8 hours.
      RefreshToken: (ctx: { oidc?: { entities?: { RotatedRefreshToken?: RefreshTokenEntity } } }) =>
        Math.max(1, ctx.oidc?.entities?.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL),
    },
    cookies: {
      long: { httpOnly: true, sameSite: 'lax', secure: false },
      short: { httpOnly: true, sameSite: 'lax', secure: false },
    },
  });
  provider.proxy = false;
  signInThrottles.set(provider, signInThrottle);
  // RFC 7009 answers a revocation with an empty 200. Koa labels that empty body text/plain, which
  // oidc-client-ts refuses (it accepts JSON answers only), so log out would stop before ending the session.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path.endsWith('/token/revocation') && ctx.status === 200) ctx.remove('Content-Type');
  });
  provider.on('server_error', (_ctx, error) => console.error('[demo oidc] server error:', error));
  return provider;
}
