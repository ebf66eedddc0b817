/**
 * The states a job can be cross-posted to, for the State filter: the 50 states and the District of
 * Columbia, by USPS code. The contract's `StateCode` is a pattern (two capital letters), not an enum, so
 * the list lives here until the contract names the codes (then this becomes the generated constant); the
 * unit test checks every code against the contract's pattern and that both languages name each one.
 */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

export type UsStateCode = (typeof US_STATE_CODES)[number];

export function isUsStateCode(text: string): text is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(text);
}
