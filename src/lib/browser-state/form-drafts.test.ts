import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearDrafts,
  DRAFT_MAX_AGE_MS,
  registerDraft,
  saveDrafts,
  setDraftOwner,
  takeDraft,
  withoutSecrets,
} from './form-drafts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const ANN_AT_ACME = { userId: 7, companyId: 101 };
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  Object.assign(globalThis, { window: { sessionStorage: storage } });
  setDraftOwner(ANN_AT_ACME);
});

/** Saves `values` for the form `key` as the current owner, as a sign-in restart does. */
function keep(key: string, values: unknown, now = 1_000) {
  const unregister = registerDraft(key, () => values);
  saveDrafts(now);
  unregister();
}

describe('form drafts across a sign-in restart', () => {
  it('keeps the values of every open form and gives them back once', () => {
    keep('/account/company-info#company-info-form', { companyName: 'Acme X' });
    expect(takeDraft('/account/company-info#company-info-form', 2_000)).toEqual({ companyName: 'Acme X' });
    expect(takeDraft('/account/company-info#company-info-form', 2_000)).toBeUndefined();
  });

  it('never writes a password', () => {
    expect(
      withoutSecrets({ firstName: 'Ann', password: { currentPassword: 'x', newPassword: 'y' }, list: [{ pw: 1 }] }),
    ).toEqual({ firstName: 'Ann', list: [{ pw: 1 }] });
    keep('k', { email: 'a@b.c', newPassword: 'secret-1234' }, 0);
    expect(JSON.stringify([...storage.items.values()])).not.toContain('secret');
    expect(JSON.stringify(takeDraft('k', 0))).not.toContain('secret');
  });

  it('forgets a stale draft', () => {
    keep('old', { a: 1 }, 0);
    expect(takeDraft('old', DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
  });
});

describe('a draft belongs to one person and one company', () => {
  it('is given back to the same person in the same company', () => {
    keep('form', { companyName: 'Acme X' });
    setDraftOwner({ ...ANN_AT_ACME });
    expect(takeDraft('form', 2_000)).toEqual({ companyName: 'Acme X' });
  });

  it.each([
    ['another company', { userId: 7, companyId: 102 }],
    ['another person', { userId: 8, companyId: 101 }],
    ['nobody signed in', null],
  ])('is dropped unread for %s, and is not there for its owner afterwards', (_case, other) => {
    keep('form', { companyName: 'Acme X' });
    setDraftOwner(other);
    expect(takeDraft('form', 2_000)).toBeUndefined();
    expect(storage.items.size).toBe(0);
    setDraftOwner(ANN_AT_ACME);
    expect(takeDraft('form', 2_000)).toBeUndefined();
  });

  it('is not written when nobody owns the open forms', () => {
    setDraftOwner(null);
    keep('form', { companyName: 'Acme X' });
    expect(storage.items.size).toBe(0);
  });

  it('clearDrafts removes every stored draft', () => {
    keep('one', { a: 1 });
    keep('two', { b: 2 });
    expect(storage.items.size).toBe(1);
    clearDrafts();
    expect(storage.items.size).toBe(0);
    expect(takeDraft('one', 2_000)).toBeUndefined();
    expect(takeDraft('two', 2_000)).toBeUndefined();
  });
});
