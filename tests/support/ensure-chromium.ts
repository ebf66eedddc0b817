import { CHROMIUM_PATH } from './chromium';
import { ensureDebianPackage } from './debian-package';

/**
 * Playwright global setup: makes sure the browser exists, installing Debian's `chromium` package when
 * it is missing (a fresh CI machine; runs as root there). Fails with a clear message otherwise.
 */
export default function ensureChromium(): void {
  ensureDebianPackage({ pkg: 'chromium', files: [CHROMIUM_PATH], setting: 'CHROMIUM_PATH' });
}
