import type { SeedOptions } from '../seed';

export function seedContentData(_options: SeedOptions): void {}
