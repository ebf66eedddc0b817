/**
 * The files the build plans (scripts/lib/planned-chunks.ts, a group in vite.config.ts), each named by the
 * modules it starts from (repository paths). `npm run check:bundle` fails when one of them is not one file.
 */
/** What src/main.tsx loads when there is a session: the portal. */
export const PORTAL_START = 'src/app/start.tsx';

export const CHUNK_PLAN = [
  // The portal's first load, with Home: where sign-in lands and most visits start (1 kB gzip; it saved a
  // round trip before Home's first paint).
  { name: 'first-load', from: [PORTAL_START, 'src/app/routes/home.tsx'] },
  // The shell's parts every page loads after its first paint (the menus, the bell, the inactivity dialog);
  // pages share some of their parts (Chakra's portal, menu and dialog).
  {
    name: 'shell-after-paint',
    from: [
      'src/app/shell/profile-menu.tsx',
      'src/features/notifications/components/notification-bell.tsx',
      'src/app/shell/inactivity/session-timeout-dialog.tsx',
    ],
  },
  // What the first API call of every visit (the company list) needs besides the first load: axios with the
  // client's interceptors, zod's runtime and the company list's schema. Left to the bundler they were eight
  // files in three round trips (the transport, then zod's core, then five pieces of zod with the schema),
  // queued on a phone behind the page's own files (six connections per origin on HTTP/1.1).
  {
    name: 'first-call',
    from: ['src/lib/api-transport.ts', 'src/config/zod-csp.ts', 'src/generated/zod/companies/companies.zod.ts'],
  },
] as const;

/** Modules loaded before or without the planned files (the entry, the way to sign in): left as they are. */
export const LOADED_WITHOUT = ['src/main.tsx', 'src/lib/auth/user-manager.ts'] as const;
