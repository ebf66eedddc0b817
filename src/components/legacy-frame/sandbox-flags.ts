/** The sandbox flags spec section 2 lists for the second frame screen. */
export const SANDBOX_FLAGS = [
  'allow-forms',
  'allow-pointer-lock',
  'allow-same-origin',
  'allow-scripts',
  'allow-top-navigation',
  'allow-downloads',
] as const;

/**
 * A sandbox only protects a cross-origin source: a same-origin page with both `allow-scripts` and
 * `allow-same-origin` can reach into its parent and remove its own sandbox. So a same-origin source
 * loses `allow-same-origin` (it runs with an opaque origin); a cross-origin source gets every flag.
 */
export function sandboxFor(src: string, appOrigin: string): string {
  let sameOrigin: boolean;
  try {
    sameOrigin = new URL(src, appOrigin).origin === new URL(appOrigin).origin;
  } catch {
    sameOrigin = true;
  }
  return SANDBOX_FLAGS.filter((flag) => !(sameOrigin && flag === 'allow-same-origin')).join(' ');
}
