import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

/**
 * Playwright global setup: makes sure the browser exists, installing Debian's `chromium` package when
 * it is missing (a fresh CI machine; runs as root there). Fails with a clear message otherwise.
 */
export default function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.info(`${CHROMIUM_PATH} is missing: installing Debian's chromium package…`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = (args: string[]) =>
    execFileSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'chromium']);
  } catch (error) {
    throw new Error(
      `Could not install Chromium (${String(error)}). Install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.`,
      { cause: error },
    );
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is still missing at ${CHROMIUM_PATH}.`);
}
