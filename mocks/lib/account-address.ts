import { CompanySizeId } from '../../src/generated/model';
import type { RouteBody, RouteResult } from './route';
import { findCity, stateCenter } from './account-cities';

export type AddressInput = RouteBody<'standardizeAddress'>;
export type StandardizationResult = RouteResult<'standardizeAddress'>;
export type StandardAddress = NonNullable<StandardizationResult['standardAddress']>;

/** The spec's numberOfEmployees table (section 5): the lower bound of each company size. */
export const EMPLOYEES_BY_COMPANY_SIZE: Readonly<Record<number, number>> = {
  [CompanySizeId.SelfEmployed]: 1,
  [CompanySizeId.From1To10]: 1,
  [CompanySizeId.From11To50]: 11,
  [CompanySizeId.From51To200]: 51,
  [CompanySizeId.From201To500]: 201,
  [CompanySizeId.From501To1000]: 501,
  [CompanySizeId.From1001To5000]: 1001,
  [CompanySizeId.From5001To10000]: 5001,
  [CompanySizeId.Over10000]: 10001,
} satisfies Record<CompanySizeId, number>;

export function numberOfEmployeesFor(companySizeId: number): number {
  return EMPLOYEES_BY_COMPANY_SIZE[companySizeId] ?? 0;
}

/** USPS Publication 28 abbreviations for the words a typed street line commonly spells out. */
const USPS_ABBREVIATIONS: Readonly<Record<string, string>> = {
  ALLEY: 'ALY',
  APARTMENT: 'APT',
  AVENUE: 'AVE',
  BOULEVARD: 'BLVD',
  BUILDING: 'BLDG',
  CENTER: 'CTR',
  CIRCLE: 'CIR',
  COURT: 'CT',
  DEPARTMENT: 'DEPT',
  DRIVE: 'DR',
  EAST: 'E',
  EXPRESSWAY: 'EXPY',
  FLOOR: 'FL',
  FREEWAY: 'FWY',
  HIGHWAY: 'HWY',
  LANE: 'LN',
  NORTH: 'N',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  PARKWAY: 'PKWY',
  PLACE: 'PL',
  PLAZA: 'PLZ',
  ROAD: 'RD',
  ROOM: 'RM',
  SOUTH: 'S',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
  SQUARE: 'SQ',
  STREET: 'ST',
  SUITE: 'STE',
  TERRACE: 'TER',
  TRAIL: 'TRL',
  WEST: 'W',
};

const PO_BOX = /\bP\.?\s*O\.?\s*BOX\b|\bPOST\s+OFFICE\s+BOX\b/i;
const FAILING_ZIP = '00000';

export function standardizeStreetLine(line: string): string {
  return line
    .toUpperCase()
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => USPS_ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** FNV-1a: a small, stable hash, so derived values are the same on every run. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** A spread in [-range, range] picked by the text. */
function spread(text: string, range: number): number {
  return ((hash(text) % 20001) / 10000 - 1) * range;
}

/** ZIP+4 from the five-digit zip alone: the +4 is (zip * 37 + 1234) mod 10000. */
export function zipPlusFour(zip5: string): string {
  const plusFour = (Number(zip5) * 37 + 1234) % 10000;
  return `${zip5}-${String(plusFour).padStart(4, '0')}`;
}

const roundTo6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The demo backend's address standardization, deterministic so tests and demos can steer it:
 * - zip `00000`: the service fails (status 0, no standard address);
 * - a PO box street, a city the city directory does not know in that state, or a zip that does not
 *   start with five digits: no standard form (status 1, standardAddress null; the portal saves with 4);
 * - otherwise status 1 with the street lines uppercased and USPS-abbreviated, the city uppercased,
 *   ZIP+4 from the zip, and coordinates near the state's centre picked by city and street.
 */
export function standardizeAddress(address: AddressInput): StandardizationResult {
  const zip = address.zipCode.trim();
  if (zip === FAILING_ZIP) return { status: 0, standardAddress: null, latitude: null, longitude: null };

  const zip5 = /^(\d{5})(?:-?\d{4})?$/.exec(zip)?.[1];
  const city = findCity(address.city, address.state);
  const center = stateCenter(address.state);
  const streets = [address.street, address.street2 ?? ''];
  if (!zip5 || !city || !center || streets.some((line) => PO_BOX.test(line))) {
    return { status: 1, standardAddress: null, latitude: null, longitude: null };
  }

  const street = standardizeStreetLine(address.street);
  const street2 = standardizeStreetLine(address.street2 ?? '');
  return {
    status: 1,
    standardAddress: {
      street,
      street2: street2 === '' ? null : street2,
      city: city.city.toUpperCase(),
      state: city.stateCode,
      zipCode: zipPlusFour(zip5),
      status: 1,
    },
    latitude: roundTo6(center[0] + spread(`${city.city}|lat`, 0.5) + spread(`${street}|lat`, 0.02)),
    longitude: roundTo6(center[1] + spread(`${city.city}|lon`, 0.5) + spread(`${street}|lon`, 0.02)),
  };
}
