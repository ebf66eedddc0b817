import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYER_LISTING_URL, employerListingUrl, isEmployerListingTemplate } from './employer-listing';

describe('employerListingUrl', () => {
  it('puts the company id wherever {companyId} stands', () => {
    expect(employerListingUrl('https://www.example.com/employers/{companyId}', 42)).toBe(
      'https://www.example.com/employers/42',
    );
    expect(employerListingUrl('https://www.example.com/e?id={companyId}&again={companyId}', 7)).toBe(
      'https://www.example.com/e?id=7&again=7',
    );
  });

  it('has a demo default that is itself a valid listing address', () => {
    expect(isEmployerListingTemplate(DEMO_EMPLOYER_LISTING_URL)).toBe(true);
    expect(employerListingUrl(DEMO_EMPLOYER_LISTING_URL, 3)).toBe('https://www.employer-portal.test/employers/3');
  });
});
