/** The first end-to-end server's port; worker n (parallelIndex) uses E2E_BASE_PORT + n. */
export const E2E_BASE_PORT = Number(process.env['E2E_PORT'] ?? 4173);
/** Parallel workers, each with its own server (its own demo database). */
export const E2E_WORKERS = Math.max(1, Number(process.env['E2E_WORKERS'] ?? 2));
/** One more server, after the workers' own: its provider publishes no revocation endpoint (log-out.spec.ts). */
export const E2E_NO_REVOCATION_PORT = E2E_BASE_PORT + E2E_WORKERS;
