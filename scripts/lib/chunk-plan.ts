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
  // What the first API call of every visit (the company list) needs besides the first load: axios with the
  // client's interceptors, zod's runtime and the company list's schema. Left to the bundler they were eight
  // files in three round trips (the transport, then zod's core, then five pieces of zod with the schema),
  // queued on a phone behind the page's own files (six connections per origin on HTTP/1.1). Before the
  // shell's file: it claims zod first, else the first call waited for the shell's file (the bell's schema
  // uses zod too).
  {
    name: 'first-call',
    from: [
      'src/lib/api-transport.ts',
      'src/config/zod-config.ts',
      'src/generated/zod/companies/companies.zod.ts',
      'src/lib/company-query.ts',
    ],
  },
  // The shell's parts every page loads after its first paint (the menus, the bell, the inactivity dialog);
  // pages share some of their parts (Chakra's portal, menu and dialog). With them, the small parts most
  // screens share (zag's and Ark's utilities, the form field's pieces, the icon button, number and date
  // formats, the confirmation dialog, the offline save notice): left out, the first of the files below to
  // reach one takes it, and a screen that needs only that part loads the whole file (the Observances screen took the tables' file for its icon buttons).
  // Named by a module each: a dependency upgrade that moves one stops the build ("No chunk holds").
  {
    name: 'shell-after-paint',
    from: [
      'src/app/shell/profile-menu.tsx',
      'src/features/notifications/components/notification-bell.tsx',
      'src/app/shell/inactivity/session-timeout-dialog.tsx',
      'node_modules/@zag-js/dom-query/dist/form.mjs',
      'node_modules/@zag-js/utils/dist/array.mjs',
      'node_modules/@ark-ui/react/dist/utils/create-split-props.js',
      'node_modules/@chakra-ui/react/dist/esm/components/button/icon-button.js',
      'src/lib/format.ts',
      'src/components/ui/confirm-dialog.tsx',
      'src/components/ui/save-waiting-notice.tsx',
    ],
  },
  // The screens' shared building blocks, three files instead of about ten small ones per screen (a report
  // screen loaded 11-14 files of its own). Dates first: screens with a table and no form (the Outreach
  // dashboard) and with a form and no table (Company Info) both use them, so they may be in neither.
  { name: 'dates', from: ['src/lib/dates.ts'] },
  {
    name: 'tables-charts',
    from: [
      'src/components/data-table/data-table.tsx',
      'src/components/data-table/cells.tsx',
      'src/components/charts/charts.tsx',
      'src/components/charts/chart-figure.tsx',
    ],
  },
  // The schema form (rjsf and the widgets) and the report kit's filters, exports and states around it.
  {
    name: 'schema-form',
    from: [
      'src/components/schema-form/form-definition.ts',
      'src/components/report-kit/filter-form.ts',
      'src/components/report-kit/report-filter-form.tsx',
      'src/components/report-kit/use-report-filters.ts',
      'src/components/report-kit/use-report-export.ts',
      'src/components/report-kit/export-button.tsx',
      'src/components/report-kit/result-count.tsx',
      'src/components/report-kit/report-load-error.tsx',
    ],
  },
] as const;

/** Modules loaded before or without the planned files (the entry, the way to sign in): left as they are. */
export const LOADED_WITHOUT = ['src/main.tsx', 'src/lib/auth/user-manager.ts'] as const;
