/**
 * The payment frame's flags: spec section 2's list, except that top navigation needs a click inside the
 * frame, so a compromised page cannot swap the portal for a look-alike (docs/decisions/0036-frames.md).
 */
export const PAYMENT_SANDBOX_FLAGS = [
  'allow-forms',
  'allow-pointer-lock',
  'allow-same-origin',
  'allow-scripts',
  'allow-top-navigation-by-user-activation',
  'allow-downloads',
] as const;

/** The legacy site's and the outreach app's flags: full applications with forms, popups and downloads. */
export const EMBEDDED_APP_SANDBOX_FLAGS = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-downloads',
  'allow-top-navigation-by-user-activation',
] as const;

export type SandboxFlag = (typeof PAYMENT_SANDBOX_FLAGS)[number] | (typeof EMBEDDED_APP_SANDBOX_FLAGS)[number];

/**
 * A same-origin page with `allow-scripts` and `allow-same-origin` can remove its own sandbox, so a source
 * that is not an http(s) URL on another origin (a path, about:, blob:, data:) loses `allow-same-origin`.
 */
export function sandboxFor(
  src: string,
  appOrigin: string,
  flags: readonly SandboxFlag[] = PAYMENT_SANDBOX_FLAGS,
): string {
  const target = URL.parse(src, appOrigin);
  const crossOrigin =
    target !== null &&
    (target.protocol === 'https:' || target.protocol === 'http:') &&
    target.origin !== URL.parse(appOrigin)?.origin;
  return flags.filter((flag) => crossOrigin || flag !== 'allow-same-origin').join(' ');
}
