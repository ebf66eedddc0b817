import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure a program a test needs exists, installing its Debian package with apt-get when it is
 * missing (a fresh CI machine runs as root; elsewhere through sudo). Fails with a clear message naming the
 * package and the setting that points elsewhere.
 */
export function ensureDebianPackage(options: {
  pkg: string;
  /** Files that must exist afterwards (the program first). */
  files: readonly string[];
  /** The environment variable that names another location of the program. */
  setting: string;
}): void {
  const { pkg, files, setting } = options;
  if (files.every((file) => existsSync(file))) return;
  console.info(`${files[0]} is missing: installing Debian's ${pkg} package…`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = (args: string[]) =>
    execFileSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', pkg]);
  } catch (error) {
    throw new Error(
      `Could not install ${pkg} (${String(error)}). Install it with 'apt-get install -y ${pkg}' or set ${setting}.`,
      { cause: error },
    );
  }
  if (!existsSync(files[0] ?? '')) throw new Error(`${pkg} is still missing at ${files[0]}.`);
}
