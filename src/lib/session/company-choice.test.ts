import { describe, expect, it } from 'vitest';
import type { Company } from '@/generated/model';
import { company as companyShape } from '@tests/support/demo-company-shapes';
import { chooseCompany } from './company-choice';

const company = (id: number, flags: Partial<Pick<Company, 'isDefault' | 'selectCompany'>> = {}) =>
  companyShape(id, undefined, flags);

describe('chooseCompany', () => {
  const plain = company(1);
  const byDefault = company(2, { isDefault: true });
  const selected = company(3, { selectCompany: true });

  it('prefers the selectCompany flag over the default flag', () => {
    expect(chooseCompany([plain, byDefault, selected], null)?.id).toBe(3);
  });

  it('falls back to the default company, then the first', () => {
    expect(chooseCompany([plain, byDefault], null)?.id).toBe(2);
    expect(chooseCompany([company(5), company(4)], null)?.id).toBe(5);
  });

  it('keeps the persisted choice while the user still belongs to that company', () => {
    expect(chooseCompany([plain, byDefault, selected], 1)?.id).toBe(1);
    expect(chooseCompany([plain, byDefault, selected], 99)?.id).toBe(3);
  });

  it('is null without companies', () => {
    expect(chooseCompany([], 1)).toBeNull();
  });
});
