import type { SeedOptions } from '../seed';

export function seedAccountData(_options: SeedOptions): void {}
