/**
 * Hand-written vocabulary of the content seed: real cities, plausible job titles, the observances of
 * a DEI calendar with their date rules, content library topics and partner organizations. The seed
 * picks from these lists with a fixed faker seed, so the demo reads like a real employer's data.
 */

export const CITIES = [
  'Boston, MA',
  'Worcester, MA',
  'Providence, RI',
  'Hartford, CT',
  'New York, NY',
  'Buffalo, NY',
  'Newark, NJ',
  'Philadelphia, PA',
  'Pittsburgh, PA',
  'Baltimore, MD',
  'Richmond, VA',
  'Charlotte, NC',
  'Raleigh, NC',
  'Atlanta, GA',
  'Jacksonville, FL',
  'Tampa, FL',
  'Miami, FL',
  'Nashville, TN',
  'Louisville, KY',
  'Columbus, OH',
  'Cleveland, OH',
  'Detroit, MI',
  'Indianapolis, IN',
  'Chicago, IL',
  'Milwaukee, WI',
  'Minneapolis, MN',
  'St. Louis, MO',
  'Kansas City, MO',
  'Omaha, NE',
  'Dallas, TX',
  'Houston, TX',
  'San Antonio, TX',
  'Austin, TX',
  'Oklahoma City, OK',
  'Denver, CO',
  'Albuquerque, NM',
  'Phoenix, AZ',
  'Salt Lake City, UT',
  'Las Vegas, NV',
  'Los Angeles, CA',
  'San Diego, CA',
  'Sacramento, CA',
  'Portland, OR',
  'Seattle, WA',
  'Boise, ID',
] as const;

export const STATE_NAMES: Record<string, string> = {
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  FL: 'Florida',
  GA: 'Georgia',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  KY: 'Kentucky',
  MA: 'Massachusetts',
  MD: 'Maryland',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  NC: 'North Carolina',
  NE: 'Nebraska',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NV: 'Nevada',
  NY: 'New York',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VA: 'Virginia',
  WA: 'Washington',
  WI: 'Wisconsin',
};

export function stateOf(location: string): string {
  return location.slice(-2);
}

/** Job titles of a health system (Acme Health). */
export const HEALTH_TITLES = [
  'Registered Nurse',
  'Registered Nurse - ICU',
  'Registered Nurse - Emergency Department',
  'Travel Nurse - Med/Surg',
  'Licensed Practical Nurse',
  'Certified Nursing Assistant',
  'Nurse Practitioner - Primary Care',
  'Charge Nurse - Oncology',
  'Medical Assistant',
  'Patient Care Technician',
  'Pharmacy Technician',
  'Clinical Pharmacist',
  'Physical Therapist',
  'Occupational Therapist',
  'Respiratory Therapist',
  'Radiologic Technologist',
  'MRI Technologist',
  'Sonographer',
  'Phlebotomist',
  'Medical Laboratory Scientist',
  'Surgical Technologist',
  'Patient Access Representative',
  'Medical Coder',
  'Health Information Specialist',
  'Case Manager',
  'Licensed Clinical Social Worker',
  'Behavioral Health Technician',
  'Dietitian',
  'Environmental Services Associate',
  'Sterile Processing Technician',
  'Unit Secretary',
  'Care Coordinator',
  'Hospitalist Physician',
  'Physician Assistant - Orthopedics',
  'Clinical Nurse Educator',
  'Director of Nursing',
  'Revenue Cycle Analyst',
  'IT Service Desk Analyst',
  'Epic Systems Analyst',
  'Human Resources Generalist',
] as const;

/** Job titles of a staffing agency (Gamma Staffing). */
export const STAFFING_TITLES = [
  'Warehouse Associate',
  'Forklift Operator',
  'Administrative Assistant',
  'Customer Service Representative',
  'Light Industrial Associate',
  'Machine Operator',
  'Accounts Payable Clerk',
  'Receptionist',
  'Shipping and Receiving Clerk',
  'Data Entry Specialist',
  'Assembly Technician',
  'Recruiting Coordinator',
] as const;

export const OBSERVANCE_TAGS = [
  'Heritage & Culture',
  'Race & Ethnicity',
  'Women',
  'LGBTQ+',
  'Disability Inclusion',
  'Veterans & Military',
  'Religion & Faith',
  'Health & Wellness',
  'Human Rights',
  'Federal Holiday',
  'Workplace & Careers',
  'Age & Generations',
] as const;

export type ObservanceTagLabel = (typeof OBSERVANCE_TAGS)[number];

/** When an observance falls in a year: first day (month 1-12, day) and length in days. */
export interface ObservanceDates {
  month: number;
  day: number;
  days: number;
}

export type DateRule = (year: number) => ObservanceDates;

const fixed =
  (month: number, day: number, days = 1): DateRule =>
  () => ({ month, day, days });

const wholeMonth =
  (month: number): DateRule =>
  (year) => ({ month, day: 1, days: new Date(Date.UTC(year, month, 0)).getUTCDate() });

/** The n-th given weekday (0 Sunday … 6 Saturday) of a month; n = -1 for the last one. */
const nthWeekday =
  (month: number, n: number, weekday: number, days = 1): DateRule =>
  (year) => {
    if (n > 0) {
      const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
      return { month, day: 1 + ((weekday - first + 7) % 7) + (n - 1) * 7, days };
    }
    const lastDate = new Date(Date.UTC(year, month, 0));
    const back = (lastDate.getUTCDay() - weekday + 7) % 7;
    return { month, day: lastDate.getUTCDate() - back, days };
  };

export interface ObservanceEntry {
  name: string;
  rule: DateRule;
  tags: ObservanceTagLabel[];
  about: string;
}

const MON = 1;
const THU = 4;
const FRI = 5;
const SAT = 6;
const SUN = 0;

/** Fifty observances of a year (dates of movable ones follow their rule). */
export const OBSERVANCES: readonly ObservanceEntry[] = [
  {
    name: 'National Mentoring Month',
    rule: wholeMonth(1),
    tags: ['Workplace & Careers'],
    about: 'celebrates mentors and the difference they make in early careers',
  },
  {
    name: 'Martin Luther King Jr. Day',
    rule: nthWeekday(1, 3, MON),
    tags: ['Federal Holiday', 'Race & Ethnicity', 'Human Rights'],
    about: "honors Dr. King's life and the movement for civil rights",
  },
  {
    name: 'International Holocaust Remembrance Day',
    rule: fixed(1, 27),
    tags: ['Religion & Faith', 'Human Rights'],
    about: 'remembers the victims of the Holocaust on the anniversary of the liberation of Auschwitz',
  },
  {
    name: 'Black History Month',
    rule: wholeMonth(2),
    tags: ['Heritage & Culture', 'Race & Ethnicity'],
    about: 'recognizes the achievements and central role of Black Americans in U.S. history',
  },
  {
    name: 'World Day of Social Justice',
    rule: fixed(2, 20),
    tags: ['Human Rights'],
    about: 'calls attention to poverty, exclusion and unemployment worldwide',
  },
  {
    name: "Women's History Month",
    rule: wholeMonth(3),
    tags: ['Women', 'Heritage & Culture'],
    about: 'highlights the contributions of women to history, culture and society',
  },
  {
    name: 'Developmental Disabilities Awareness Month',
    rule: wholeMonth(3),
    tags: ['Disability Inclusion'],
    about: 'promotes the inclusion of people with developmental disabilities in every part of community life',
  },
  {
    name: 'Employee Appreciation Day',
    rule: nthWeekday(3, 1, FRI),
    tags: ['Workplace & Careers'],
    about: 'is a day to thank the people who make the organization work',
  },
  {
    name: "International Women's Day",
    rule: fixed(3, 8),
    tags: ['Women', 'Human Rights'],
    about: 'celebrates the social, economic, cultural and political achievements of women',
  },
  {
    name: 'Neurodiversity Celebration Week',
    rule: nthWeekday(3, 3, MON, 7),
    tags: ['Disability Inclusion', 'Workplace & Careers'],
    about: 'challenges stereotypes about neurological differences',
  },
  {
    name: 'International Day for the Elimination of Racial Discrimination',
    rule: fixed(3, 21),
    tags: ['Race & Ethnicity', 'Human Rights'],
    about: 'commemorates the Sharpeville massacre and calls for an end to racial discrimination',
  },
  {
    name: 'International Transgender Day of Visibility',
    rule: fixed(3, 31),
    tags: ['LGBTQ+'],
    about: 'celebrates transgender people and raises awareness of the discrimination they face',
  },
  {
    name: 'Arab American Heritage Month',
    rule: wholeMonth(4),
    tags: ['Heritage & Culture'],
    about: 'honors the heritage and contributions of Arab Americans',
  },
  {
    name: 'Autism Acceptance Month',
    rule: wholeMonth(4),
    tags: ['Disability Inclusion', 'Health & Wellness'],
    about: 'promotes acceptance and inclusion of autistic people',
  },
  {
    name: 'World Autism Awareness Day',
    rule: fixed(4, 2),
    tags: ['Disability Inclusion'],
    about: 'encourages understanding of autism spectrum conditions',
  },
  {
    name: 'Asian American, Native Hawaiian, and Pacific Islander Heritage Month',
    rule: wholeMonth(5),
    tags: ['Heritage & Culture', 'Race & Ethnicity'],
    about:
      'celebrates the cultures and contributions of Asian American, Native Hawaiian and Pacific Islander communities',
  },
  {
    name: 'Jewish American Heritage Month',
    rule: wholeMonth(5),
    tags: ['Heritage & Culture', 'Religion & Faith'],
    about: 'recognizes the contributions of Jewish Americans',
  },
  {
    name: 'Mental Health Awareness Month',
    rule: wholeMonth(5),
    tags: ['Health & Wellness'],
    about: 'fights stigma and supports people living with mental illness',
  },
  {
    name: 'Older Americans Month',
    rule: wholeMonth(5),
    tags: ['Age & Generations'],
    about: 'recognizes older Americans and their contributions at work and in their communities',
  },
  {
    name: 'National Military Appreciation Month',
    rule: wholeMonth(5),
    tags: ['Veterans & Military'],
    about: 'honors current and former members of the armed forces',
  },
  {
    name: "National Women's Health Week",
    rule: nthWeekday(5, 2, SUN, 7),
    tags: ['Women', 'Health & Wellness'],
    about: 'encourages women to make their health a priority',
  },
  {
    name: 'Global Accessibility Awareness Day',
    rule: nthWeekday(5, 3, THU),
    tags: ['Disability Inclusion'],
    about: 'gets everyone talking about digital access and inclusion',
  },
  {
    name: 'Armed Forces Day',
    rule: nthWeekday(5, 3, SAT),
    tags: ['Veterans & Military'],
    about: 'pays tribute to the men and women serving in the armed forces',
  },
  {
    name: 'World Day for Cultural Diversity for Dialogue and Development',
    rule: fixed(5, 21),
    tags: ['Heritage & Culture'],
    about: 'celebrates the richness of the world’s cultures',
  },
  {
    name: 'Memorial Day',
    rule: nthWeekday(5, -1, MON),
    tags: ['Federal Holiday', 'Veterans & Military'],
    about: 'honors the military personnel who died in service',
  },
  {
    name: 'Pride Month',
    rule: wholeMonth(6),
    tags: ['LGBTQ+', 'Human Rights'],
    about: 'commemorates the Stonewall uprising and celebrates LGBTQ+ communities',
  },
  {
    name: 'Caribbean American Heritage Month',
    rule: wholeMonth(6),
    tags: ['Heritage & Culture'],
    about: 'recognizes the history and contributions of Caribbean Americans',
  },
  {
    name: 'Loving Day',
    rule: fixed(6, 12),
    tags: ['Race & Ethnicity', 'Human Rights'],
    about: 'marks the Supreme Court decision that struck down bans on interracial marriage',
  },
  {
    name: 'Juneteenth',
    rule: fixed(6, 19),
    tags: ['Federal Holiday', 'Race & Ethnicity', 'Heritage & Culture'],
    about: 'commemorates the end of slavery in the United States',
  },
  {
    name: 'PTSD Awareness Day',
    rule: fixed(6, 27),
    tags: ['Veterans & Military', 'Health & Wellness'],
    about: 'raises awareness of post-traumatic stress and its treatment',
  },
  {
    name: 'Disability Pride Month',
    rule: wholeMonth(7),
    tags: ['Disability Inclusion'],
    about: 'celebrates the identities and contributions of people with disabilities',
  },
  {
    name: 'Independence Day',
    rule: fixed(7, 4),
    tags: ['Federal Holiday'],
    about: 'celebrates the adoption of the Declaration of Independence',
  },
  {
    name: 'Americans with Disabilities Act Anniversary',
    rule: fixed(7, 26),
    tags: ['Disability Inclusion', 'Human Rights'],
    about: 'marks the signing of the ADA in 1990',
  },
  {
    name: "International Day of the World's Indigenous Peoples",
    rule: fixed(8, 9),
    tags: ['Heritage & Culture', 'Human Rights'],
    about: 'promotes and protects the rights of Indigenous peoples',
  },
  {
    name: "Women's Equality Day",
    rule: fixed(8, 26),
    tags: ['Women'],
    about: 'commemorates the adoption of the 19th Amendment',
  },
  {
    name: 'Labor Day',
    rule: nthWeekday(9, 1, MON),
    tags: ['Federal Holiday', 'Workplace & Careers'],
    about: 'honors the contributions of American workers',
  },
  {
    name: 'National Hispanic Heritage Month',
    rule: fixed(9, 15, 31),
    tags: ['Heritage & Culture', 'Race & Ethnicity'],
    about: 'celebrates the histories and cultures of Hispanic and Latino Americans',
  },
  {
    name: 'Bisexual Awareness Week',
    rule: fixed(9, 16, 7),
    tags: ['LGBTQ+'],
    about: 'accelerates acceptance of the bisexual community',
  },
  {
    name: 'International Week of Deaf People',
    rule: nthWeekday(9, -1, MON, 7),
    tags: ['Disability Inclusion'],
    about: 'celebrates Deaf culture and sign languages',
  },
  {
    name: 'National Disability Employment Awareness Month',
    rule: wholeMonth(10),
    tags: ['Disability Inclusion', 'Workplace & Careers'],
    about: 'celebrates the contributions of workers with disabilities',
  },
  {
    name: 'LGBTQ+ History Month',
    rule: wholeMonth(10),
    tags: ['LGBTQ+', 'Heritage & Culture'],
    about: 'recognizes the history of the LGBTQ+ rights movement',
  },
  {
    name: 'International Day of Older Persons',
    rule: fixed(10, 1),
    tags: ['Age & Generations'],
    about: 'highlights the contributions of older people',
  },
  {
    name: 'World Mental Health Day',
    rule: fixed(10, 10),
    tags: ['Health & Wellness'],
    about: 'raises awareness of mental health issues around the world',
  },
  {
    name: 'National Coming Out Day',
    rule: fixed(10, 11),
    tags: ['LGBTQ+'],
    about: 'supports people coming out as LGBTQ+',
  },
  {
    name: "Indigenous Peoples' Day",
    rule: nthWeekday(10, 2, MON),
    tags: ['Heritage & Culture', 'Race & Ethnicity'],
    about: 'honors the history and cultures of Native American peoples',
  },
  {
    name: 'Native American Heritage Month',
    rule: wholeMonth(11),
    tags: ['Heritage & Culture', 'Race & Ethnicity'],
    about: 'celebrates the cultures, traditions and histories of Native peoples',
  },
  {
    name: 'National Veterans and Military Families Month',
    rule: wholeMonth(11),
    tags: ['Veterans & Military'],
    about: 'honors veterans and the families who support them',
  },
  {
    name: 'National Native American Veterans Day',
    rule: fixed(11, 8),
    tags: ['Veterans & Military', 'Heritage & Culture'],
    about: 'honors the service of Native American veterans',
  },
  {
    name: 'Veterans Day',
    rule: fixed(11, 11),
    tags: ['Federal Holiday', 'Veterans & Military'],
    about: 'honors everyone who has served in the U.S. armed forces',
  },
  {
    name: 'Transgender Awareness Week',
    rule: fixed(11, 13, 7),
    tags: ['LGBTQ+'],
    about: 'raises the visibility of transgender people',
  },
  {
    name: 'International Day for Tolerance',
    rule: fixed(11, 16),
    tags: ['Human Rights', 'Religion & Faith'],
    about: 'promotes mutual understanding among cultures and peoples',
  },
  {
    name: 'Transgender Day of Remembrance',
    rule: fixed(11, 20),
    tags: ['LGBTQ+', 'Human Rights'],
    about: 'memorializes those lost to anti-transgender violence',
  },
  {
    name: 'Thanksgiving Day',
    rule: nthWeekday(11, 4, THU),
    tags: ['Federal Holiday'],
    about: 'is a day of gratitude shared with family and friends',
  },
  {
    name: 'World AIDS Day',
    rule: fixed(12, 1),
    tags: ['Health & Wellness', 'LGBTQ+'],
    about: 'unites people in the fight against HIV',
  },
  {
    name: 'International Day of Persons with Disabilities',
    rule: fixed(12, 3),
    tags: ['Disability Inclusion', 'Human Rights'],
    about: 'promotes the rights and well-being of persons with disabilities',
  },
  {
    name: 'Human Rights Day',
    rule: fixed(12, 10),
    tags: ['Human Rights'],
    about: 'marks the adoption of the Universal Declaration of Human Rights',
  },
  {
    name: 'Kwanzaa',
    rule: fixed(12, 26, 7),
    tags: ['Heritage & Culture', 'Race & Ethnicity'],
    about: 'celebrates African American culture and its seven principles',
  },
];

/** Sentences the seed appends to observance descriptions (some exceed the 300-character cut). */
export const DESCRIPTION_SENTENCES = [
  'Use the toolkit to plan an internal event and invite employee resource groups to lead it.',
  'Share a message from leadership that connects the observance to your organization’s values.',
  'Feature employee stories on your careers site and social channels to show an inclusive culture.',
  'Review your job postings for inclusive language and accessible application steps before the date.',
  'Partner with community organizations to extend the reach of your open positions.',
  'Consider a lunch-and-learn with a guest speaker from a local advocacy organization.',
  'Add the observance to your recruiting calendar so outreach campaigns go out in time.',
  'Encourage managers to discuss the observance in team meetings and one-on-ones.',
  'Measure participation and collect feedback to improve next year’s program.',
] as const;

export const ATTACHMENT_KINDS = [
  'Toolkit.pdf',
  'Fact Sheet.pdf',
  'Email Template.pdf',
  'Social Media Graphic.png',
  'Poster.png',
  'Discussion Guide.pdf',
] as const;

/** Content library tags and the topics filed under each. */
export const CONTENT_LIBRARY: readonly { tag: string; topics: readonly string[] }[] = [
  {
    tag: 'Heritage Month Toolkits',
    topics: [
      'Black History Month',
      "Women's History Month",
      'AANHPI Heritage Month',
      'Hispanic Heritage Month',
      'Native American Heritage Month',
    ],
  },
  {
    tag: 'Accessibility at Work',
    topics: ['Accessible Interviewing', 'Reasonable Accommodations', 'Disability Etiquette', 'NDEAM Campaign'],
  },
  {
    tag: 'Veteran Hiring',
    topics: [
      'Translating Military Experience',
      'Military Spouse Hiring',
      'Veterans Day Campaign',
      'Veteran Onboarding',
    ],
  },
  { tag: 'Women in the Workplace', topics: ['Returnship Programs', 'Pay Equity Basics', 'Women in Leadership'] },
  { tag: 'LGBTQ+ Inclusion', topics: ['Pronouns at Work', 'Pride Month Campaign', 'Inclusive Benefits'] },
  {
    tag: 'Recruiting Guides',
    topics: [
      'Inclusive Job Descriptions',
      'Structured Interviews',
      'Diverse Sourcing Channels',
      'OFCCP Outreach Documentation',
    ],
  },
  { tag: 'Social Media Kits', topics: ['Pride Month', 'Juneteenth', 'Veterans Day', 'International Women’s Day'] },
];

export const CONTENT_FORMATS = [
  { label: 'Guide', extension: 'pdf' },
  { label: 'Checklist', extension: 'pdf' },
  { label: 'Social Post', extension: 'png' },
  { label: 'Slides', extension: 'pdf' },
] as const;

export type OrganizationCategory = 'minorities' | 'women' | 'iwd' | 'veterans' | 'stateWorkforce' | 'other';

/** Partner organizations: name templates per category ({city} and {state} are filled in). */
export const ORGANIZATION_TEMPLATES: Record<OrganizationCategory, readonly string[]> = {
  minorities: [
    '{city} Urban League',
    '{city} Hispanic Chamber of Commerce',
    'Black Professionals Alliance of {city}',
    'Asian American Business Network {city}',
    '{city} Latino Workforce Collaborative',
    'National Society of Black Engineers - {city} Chapter',
  ],
  women: [
    'Women in Healthcare {city}',
    '{city} Women’s Career Network',
    'Dress for Success {city}',
    'Women Veterans Alliance',
  ],
  iwd: [
    '{city} Center for Independent Living',
    'Goodwill of {city}',
    '{state} Vocational Rehabilitation',
    'Deaf Services of {city}',
  ],
  veterans: [
    '{city} Veterans Career Center',
    'Hire Heroes {state}',
    '{state} Military Spouse Network',
    'VFW Post {post}',
  ],
  stateWorkforce: ['{state} Workforce Commission', '{city} American Job Center', '{state} Department of Labor'],
  other: ['{city} Community College Career Services', '{city} Public Library Job Hub', 'YMCA of {city}'],
};
