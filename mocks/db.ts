import { drop, factory } from '@mswjs/data';
import { accountModels } from './models/account';
import { complianceModels } from './models/compliance';
import { contentModels } from './models/content';

/** The demo backend's database: one model per entity of the spec, in memory for the life of the server. */
export const db = factory({ ...accountModels, ...contentModels, ...complianceModels });

export type Db = typeof db;

export function clearDatabase(): void {
  drop(db);
}
