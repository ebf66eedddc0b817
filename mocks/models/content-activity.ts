/**
 * The daily views, apply clicks and applicants of every job. 300 jobs over three years span some
 * 330,000 job-days (tens of thousands of them with activity): as @mswjs/data entities every report
 * would scan them through the library's query engine, far too slow for an interactive demo. So the
 * jobs are a model and their series live here, one typed array per job and measure, indexed by days
 * since the job was posted. Applicants are counts; who they are (gender, diversity categories) is a
 * pure function of job, day and position, so the demographics need no storage and never change.
 */
export interface JobActivity {
  jobId: number;
  /** Day number (days since 1970-01-01 UTC) of index 0. */
  firstDay: number;
  views: Uint16Array;
  clicks: Uint16Array;
  applicants: Uint16Array;
}

let store = new Map<number, JobActivity>();

export function replaceJobActivity(series: Iterable<JobActivity>): void {
  store = new Map([...series].map((entry) => [entry.jobId, entry]));
}

export function jobActivity(jobId: number): JobActivity | undefined {
  return store.get(jobId);
}

export interface ActivityDay {
  day: number;
  views: number;
  clicks: number;
  applicants: number;
}

/** Calls `visit` for every day of the job's series within [first, last] (day numbers, inclusive). */
export function forEachActivityDay(
  jobId: number,
  first: number,
  last: number,
  visit: (day: ActivityDay) => void,
): void {
  const series = store.get(jobId);
  if (!series) return;
  const from = Math.max(first, series.firstDay);
  const to = Math.min(last, series.firstDay + series.views.length - 1);
  for (let day = from; day <= to; day++) {
    const index = day - series.firstDay;
    visit({
      day,
      views: series.views[index] ?? 0,
      clicks: series.clicks[index] ?? 0,
      applicants: series.applicants[index] ?? 0,
    });
  }
}

export const GENDERS = ['Female', 'Male', 'Non-binary', 'Not disclosed'] as const;
export const DIVERSITY_CATEGORIES = [
  'Women',
  'People of Color',
  'Veterans',
  'Individuals with Disabilities',
  'LGBTQ+',
] as const;

export type Gender = (typeof GENDERS)[number];
export type DiversityCategory = (typeof DIVERSITY_CATEGORIES)[number];

export interface Applicant {
  gender: Gender;
  categories: DiversityCategory[];
}

/** A 32-bit integer hash (murmur3 finaliser) of a few integers: the applicant's stable "dice". */
function hash(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) {
    h = Math.imul(h ^ (value | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

function percent(jobId: number, day: number, position: number, salt: number): number {
  return hash(jobId, day, position, salt) % 100;
}

/** Who the `position`-th applicant of a job on a day is. */
export function applicantAt(jobId: number, day: number, position: number): Applicant {
  const roll = percent(jobId, day, position, 1);
  const gender: Gender = roll < 47 ? 'Female' : roll < 90 ? 'Male' : roll < 94 ? 'Non-binary' : 'Not disclosed';
  const categories: DiversityCategory[] = [];
  if (gender === 'Female') categories.push('Women');
  if (percent(jobId, day, position, 2) < 41) categories.push('People of Color');
  if (percent(jobId, day, position, 3) < 8) categories.push('Veterans');
  if (percent(jobId, day, position, 4) < 9) categories.push('Individuals with Disabilities');
  if (percent(jobId, day, position, 5) < 7) categories.push('LGBTQ+');
  return { gender, categories };
}
