/**
 * The demo backend's city directory: real US cities (the largest ones plus a few per smaller state)
 * with their state codes, and an approximate centre per state for deterministic coordinates. It feeds
 * the City/State autocomplete and decides which cities address standardization knows.
 */
interface StateEntry {
  /** Approximate geographic centre of the state: [latitude, longitude]. */
  center: readonly [number, number];
  /** City names, comma separated. */
  cities: string;
}

const STATES: Record<string, StateEntry> = {
  AK: { center: [61.4, -152.3], cities: 'Anchorage, Fairbanks, Juneau' },
  AL: { center: [32.8, -86.8], cities: 'Auburn, Birmingham, Dothan, Huntsville, Mobile, Montgomery, Tuscaloosa' },
  AR: { center: [34.9, -92.4], cities: 'Fayetteville, Fort Smith, Jonesboro, Little Rock' },
  AZ: {
    center: [34.2, -111.7],
    cities:
      'Buckeye, Chandler, Flagstaff, Gilbert, Glendale, Goodyear, Mesa, Peoria, Phoenix, Scottsdale, Surprise, Tempe, Tucson, Yuma',
  },
  CA: {
    center: [36.8, -119.4],
    cities:
      'Anaheim, Antioch, Bakersfield, Berkeley, Burbank, Carlsbad, Chico, Chula Vista, Clovis, Concord, Corona, Costa Mesa, Downey, El Cajon, El Monte, Elk Grove, Escondido, Fairfield, Fontana, Fremont, Fresno, Fullerton, Garden Grove, Hayward, Huntington Beach, Inglewood, Irvine, Lancaster, Long Beach, Los Angeles, Menifee, Modesto, Monterey, Moreno Valley, Murrieta, Oakland, Oceanside, Ontario, Orange, Oxnard, Palmdale, Palo Alto, Pasadena, Pomona, Rancho Cucamonga, Redding, Rialto, Richmond, Riverside, Roseville, Sacramento, Salinas, San Bernardino, San Diego, San Francisco, San Jose, San Mateo, Santa Ana, Santa Barbara, Santa Clara, Santa Clarita, Santa Maria, Santa Rosa, Simi Valley, Stockton, Sunnyvale, Temecula, Thousand Oaks, Torrance, Vacaville, Vallejo, Ventura, Victorville, Visalia, West Covina',
  },
  CO: {
    center: [39.0, -105.5],
    cities:
      'Arvada, Aurora, Boulder, Centennial, Colorado Springs, Denver, Fort Collins, Grand Junction, Greeley, Lakewood, Pueblo, Thornton, Westminster',
  },
  CT: { center: [41.6, -72.7], cities: 'Bridgeport, Hartford, New Haven, Stamford, Waterbury' },
  DC: { center: [38.9, -77.0], cities: 'Washington' },
  DE: { center: [39.0, -75.5], cities: 'Dover, Newark, Wilmington' },
  FL: {
    center: [28.6, -82.4],
    cities:
      'Cape Coral, Clearwater, Coral Springs, Davie, Daytona Beach, Fort Lauderdale, Gainesville, Hialeah, Hollywood, Jacksonville, Key West, Lakeland, Largo, Miami, Miami Gardens, Miramar, Naples, Orlando, Palm Bay, Palm Coast, Pembroke Pines, Pensacola, Pompano Beach, Port St. Lucie, Sarasota, St. Petersburg, Tallahassee, Tampa, West Palm Beach',
  },
  GA: {
    center: [32.7, -83.4],
    cities: 'Albany, Athens, Atlanta, Augusta, Columbus, Macon, Marietta, Sandy Springs, Savannah',
  },
  HI: { center: [20.8, -156.3], cities: 'Hilo, Honolulu' },
  IA: { center: [42.1, -93.5], cities: 'Cedar Rapids, Davenport, Des Moines, Iowa City, Sioux City' },
  ID: { center: [44.4, -114.6], cities: 'Boise, Idaho Falls, Meridian, Nampa, Pocatello' },
  IL: { center: [40.0, -89.2], cities: 'Chicago, Elgin, Joliet, Naperville, Peoria, Rockford, Springfield' },
  IN: {
    center: [39.9, -86.3],
    cities: 'Bloomington, Carmel, Evansville, Fishers, Fort Wayne, Indianapolis, South Bend',
  },
  KS: { center: [38.5, -98.4], cities: 'Kansas City, Lawrence, Manhattan, Olathe, Overland Park, Topeka, Wichita' },
  KY: { center: [37.5, -85.3], cities: 'Bowling Green, Covington, Lexington, Louisville' },
  LA: { center: [31.1, -92.0], cities: 'Baton Rouge, Lafayette, Lake Charles, New Orleans, Shreveport' },
  MA: { center: [42.3, -71.8], cities: 'Boston, Brockton, Cambridge, Lowell, Lynn, Quincy, Springfield, Worcester' },
  MD: { center: [39.0, -76.8], cities: 'Annapolis, Baltimore, Frederick' },
  ME: { center: [45.4, -69.2], cities: 'Augusta, Bangor, Portland' },
  MI: {
    center: [44.3, -85.4],
    cities: 'Ann Arbor, Dearborn, Detroit, Flint, Grand Rapids, Kalamazoo, Lansing, Sterling Heights, Warren',
  },
  MN: { center: [46.3, -94.3], cities: 'Duluth, Minneapolis, Rochester, Saint Paul' },
  MO: { center: [38.4, -92.5], cities: "Columbia, Independence, Kansas City, Lee's Summit, Springfield, St. Louis" },
  MS: { center: [32.7, -89.7], cities: 'Gulfport, Hattiesburg, Jackson' },
  MT: { center: [47.0, -109.6], cities: 'Billings, Bozeman, Helena, Missoula' },
  NC: {
    center: [35.6, -79.4],
    cities:
      'Asheville, Cary, Charlotte, Concord, Durham, Fayetteville, Greensboro, High Point, Raleigh, Wilmington, Winston-Salem',
  },
  ND: { center: [47.5, -100.5], cities: 'Bismarck, Fargo, Grand Forks' },
  NE: { center: [41.5, -99.8], cities: 'Grand Island, Lincoln, Omaha' },
  NH: { center: [43.7, -71.6], cities: 'Concord, Manchester, Nashua' },
  NJ: { center: [40.2, -74.7], cities: 'Camden, Edison, Elizabeth, Jersey City, Newark, Paterson, Trenton' },
  NM: { center: [34.4, -106.1], cities: 'Albuquerque, Las Cruces, Rio Rancho, Santa Fe' },
  NV: { center: [39.3, -116.6], cities: 'Carson City, Henderson, Las Vegas, North Las Vegas, Reno, Sparks' },
  NY: { center: [42.9, -75.5], cities: 'Albany, Buffalo, Ithaca, New York, Rochester, Syracuse, Yonkers' },
  OH: { center: [40.3, -82.8], cities: 'Akron, Canton, Cincinnati, Cleveland, Columbus, Dayton, Toledo, Youngstown' },
  OK: { center: [35.6, -97.5], cities: 'Broken Arrow, Lawton, Norman, Oklahoma City, Stillwater, Tulsa' },
  OR: { center: [43.9, -120.6], cities: 'Bend, Eugene, Gresham, Hillsboro, Medford, Portland, Salem' },
  PA: { center: [40.9, -77.8], cities: 'Allentown, Erie, Harrisburg, Philadelphia, Pittsburgh, Reading, Scranton' },
  RI: { center: [41.7, -71.5], cities: 'Cranston, Providence, Warwick' },
  SC: { center: [33.9, -80.9], cities: 'Charleston, Columbia, Greenville, Myrtle Beach, North Charleston' },
  SD: { center: [44.4, -100.2], cities: 'Rapid City, Sioux Falls' },
  TN: {
    center: [35.9, -86.4],
    cities: 'Chattanooga, Clarksville, Jackson, Knoxville, Memphis, Murfreesboro, Nashville',
  },
  TX: {
    center: [31.5, -99.3],
    cities:
      'Abilene, Allen, Amarillo, Arlington, Austin, Beaumont, Brownsville, Carrollton, College Station, Conroe, Corpus Christi, Dallas, Denton, Edinburg, El Paso, Fort Worth, Frisco, Galveston, Garland, Grand Prairie, Houston, Irving, Killeen, Laredo, League City, Lewisville, Lubbock, McAllen, McKinney, Mesquite, Midland, New Braunfels, Odessa, Pasadena, Pearland, Plano, Richardson, Round Rock, San Antonio, San Marcos, Sugar Land, Texarkana, Tyler, Waco, Wichita Falls',
  },
  UT: { center: [39.3, -111.7], cities: 'Ogden, Provo, Salt Lake City, St. George, West Jordan, West Valley City' },
  VA: {
    center: [37.5, -78.9],
    cities:
      'Alexandria, Charlottesville, Chesapeake, Hampton, Newport News, Norfolk, Richmond, Roanoke, Virginia Beach',
  },
  VT: { center: [44.1, -72.7], cities: 'Burlington, Montpelier, Rutland' },
  WA: {
    center: [47.4, -120.5],
    cities:
      'Bellevue, Bellingham, Everett, Kent, Olympia, Renton, Seattle, Spokane, Spokane Valley, Tacoma, Vancouver, Yakima',
  },
  WI: { center: [44.6, -89.9], cities: 'Green Bay, Madison, Milwaukee' },
  WV: { center: [38.6, -80.6], cities: 'Charleston, Huntington, Morgantown' },
  WY: { center: [43.0, -107.6], cities: 'Casper, Cheyenne, Laramie' },
};

export interface CityState {
  city: string;
  stateCode: string;
}

export const CITIES: readonly CityState[] = Object.entries(STATES).flatMap(([stateCode, entry]) =>
  entry.cities.split(', ').map((city) => ({ city, stateCode })),
);

export const CITY_SEARCH_LIMIT = 20;

/**
 * Cities whose name (or "City, ST") contains the text, case-insensitively: names that start with it
 * first, then alphabetical by city and state, at most CITY_SEARCH_LIMIT.
 */
export function searchCities(substr: string, limit = CITY_SEARCH_LIMIT): CityState[] {
  const wanted = substr.trim().toLowerCase();
  if (wanted === '') return [];
  const rank = (entry: CityState) => (entry.city.toLowerCase().startsWith(wanted) ? 0 : 1);
  return CITIES.filter((entry) => `${entry.city}, ${entry.stateCode}`.toLowerCase().includes(wanted))
    .sort(
      (a, b) => rank(a) - rank(b) || a.city.localeCompare(b.city, 'en') || a.stateCode.localeCompare(b.stateCode, 'en'),
    )
    .slice(0, limit);
}

/** The directory's spelling of a city in a state, or undefined when the city is unknown there. */
export function findCity(city: string, stateCode: string): CityState | undefined {
  const wanted = city.trim().replace(/\s+/g, ' ').toLowerCase();
  const state = stateCode.trim().toUpperCase();
  return CITIES.find((entry) => entry.stateCode === state && entry.city.toLowerCase() === wanted);
}

export function stateCenter(stateCode: string): readonly [number, number] | undefined {
  return STATES[stateCode.toUpperCase()]?.center;
}
