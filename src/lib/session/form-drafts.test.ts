import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, registerDraft, saveDrafts, takeDraft, withoutSecrets } from './form-drafts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => {
  Object.assign(globalThis, { window: { sessionStorage: new MemoryStorage() } });
});

describe('form drafts across a sign-in restart', () => {
  it('keeps the values of every open form and gives them back once', () => {
    const unregister = registerDraft('/account/company-info#company-info-form', () => ({ companyName: 'Acme X' }));
    saveDrafts(1_000);
    unregister();
    expect(takeDraft('/account/company-info#company-info-form', 2_000)).toEqual({ companyName: 'Acme X' });
    expect(takeDraft('/account/company-info#company-info-form', 2_000)).toBeUndefined();
  });

  it('never writes a password', () => {
    expect(
      withoutSecrets({ firstName: 'Ann', password: { currentPassword: 'x', newPassword: 'y' }, list: [{ pw: 1 }] }),
    ).toEqual({ firstName: 'Ann', list: [{ pw: 1 }] });
    const unregister = registerDraft('k', () => ({ email: 'a@b.c', newPassword: 'secret-1234' }));
    saveDrafts(0);
    unregister();
    expect(JSON.stringify(takeDraft('k', 0))).not.toContain('secret');
  });

  it('forgets a stale draft', () => {
    const unregister = registerDraft('old', () => ({ a: 1 }));
    saveDrafts(0);
    unregister();
    expect(takeDraft('old', DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
  });
});
