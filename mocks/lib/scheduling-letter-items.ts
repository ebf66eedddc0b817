import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The scheduling-letter item list is data the portal ships (src/config/compliance/), and the demo backend
 * must accept exactly its ids. mocks/ may import only src/generated of src, so the file is read as data,
 * as the contract is (contract-document.ts): one list, no copy of its ids here.
 */
const ITEMS_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/config/compliance/scheduling-letter-items.json',
);

let ids: ReadonlySet<string> | undefined;

/** The ids of the portal's scheduling-letter item list, read once per process. */
export function schedulingLetterItemIds(): ReadonlySet<string> {
  if (!ids) {
    const data = JSON.parse(readFileSync(ITEMS_PATH, 'utf8')) as { items: { id: string }[] };
    ids = new Set(data.items.map((item) => item.id));
  }
  return ids;
}
