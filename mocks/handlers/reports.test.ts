import { format } from 'date-fns/format';
import fc from 'fast-check';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  GetApplicantDemographicsResponse,
  GetJobPerformanceByDateResponse,
  GetJobPerformanceDetailsResponse,
  GetJobPerformanceSummaryResponse,
  GetServerTimeResponse,
} from '../../src/generated/zod/index.zod';
import {
  ACME,
  BETA,
  call,
  GAMMA,
  parsed,
  problemOf,
  setDemoFeature,
  useDemoBackend,
  useDemoTokens,
} from '../../tests/support/demo-api';
import { db } from '../db';
import { dayNumber, isoDay } from '../lib/content-query';
import { TODAY, dayRangeArbitrary, daysAgo, parseCsv } from '../lib/content-testing';
import { applicantAt, jobActivity } from '../models/content-activity';
import { demoNow } from '../seed';

useDemoBackend();

const tokens = useDemoTokens();

interface Totals {
  views: number;
  clicks: number;
  applicants: number;
}

/** Independent of the handlers: walks the raw series of the company's jobs day by day. */
function expectedTotals(
  companyId: number,
  start: string,
  end: string,
  keepJob: (title: string, location: string) => boolean = () => true,
) {
  const perDay = new Map<string, Totals>();
  const perJob = new Map<number, Totals>();
  for (const job of db.job.getAll()) {
    if (job.companyId !== companyId || !keepJob(job.title, job.location)) continue;
    const series = jobActivity(job.id);
    if (!series) continue;
    series.views.forEach((views, index) => {
      const date = isoDay(series.firstDay + index);
      if (date < start || date > end) return;
      const clicks = series.clicks[index] ?? 0;
      const applicants = series.applicants[index] ?? 0;
      const day = perDay.get(date) ?? { views: 0, clicks: 0, applicants: 0 };
      const total = perJob.get(job.id) ?? { views: 0, clicks: 0, applicants: 0 };
      for (const entry of [day, total]) {
        entry.views += views;
        entry.clicks += clicks;
        entry.applicants += applicants;
      }
      perDay.set(date, day);
      perJob.set(job.id, total);
    });
  }
  return { perDay, perJob };
}

const range = (start: string, end: string) => ({ CompanyId: ACME, StartDate: start, EndDate: end });

describe('seeded jobs', () => {
  it('has 300 jobs for Acme, 60 for Gamma and none for Beta, with three years of activity', () => {
    const jobs = db.job.getAll();
    expect(jobs.filter((job) => job.companyId === ACME)).toHaveLength(300);
    expect(jobs.filter((job) => job.companyId === GAMMA)).toHaveLength(60);
    expect(jobs.filter((job) => job.companyId === BETA)).toHaveLength(0);
    const posted = jobs.map((job) => dayNumber(job.postedOn));
    expect(Math.min(...posted)).toBeLessThanOrEqual(TODAY - 1000);
    expect(Math.min(...posted)).toBeGreaterThanOrEqual(TODAY - 1095);
    expect(jobs.filter((job) => job.closedOn === null).length).toBeGreaterThan(10);
    for (const job of jobs) expect(job.location).toMatch(/^[A-Za-z. ]+, [A-Z]{2}$/);
  });

  it('never has more clicks than views, and a weekly rhythm', () => {
    let weekdayViews = 0;
    let weekendViews = 0;
    let impossibleDays = 0;
    for (const job of db.job.getAll()) {
      const series = jobActivity(job.id);
      if (!series) throw new Error(`Job ${job.id} has no series`);
      series.views.forEach((views, index) => {
        const clicks = series.clicks[index] ?? 0;
        if (clicks > views || (series.applicants[index] ?? 0) > clicks) impossibleDays++;
        const weekday = new Date((series.firstDay + index) * 86_400_000).getUTCDay();
        if (weekday === 0 || weekday === 6) weekendViews += views;
        else weekdayViews += views;
      });
    }
    expect(impossibleDays).toBe(0);
    expect(weekdayViews / 5).toBeGreaterThan((weekendViews / 2) * 1.5);
  });
});

describe('job performance', () => {
  it('sums views and clicks per day, oldest first, exactly as the raw series do', async () => {
    const start = daysAgo(90);
    const end = daysAgo(0);
    const rows = await parsed(
      await call('/api/reports/jobperformance/summary', { token: tokens.owner, query: range(start, end) }),
      GetJobPerformanceSummaryResponse,
    );
    const { perDay } = expectedTotals(ACME, start, end);
    expect(rows.length).toBeGreaterThan(80);
    expect(rows.map((row) => row.date)).toEqual([...perDay.keys()].sort());
    for (const row of rows)
      expect(row).toEqual({ date: row.date, views: perDay.get(row.date)?.views, clicks: perDay.get(row.date)?.clicks });
  });

  it('answers any date range with the totals an independent walk over the series gives', async () => {
    await fc.assert(
      fc.asyncProperty(dayRangeArbitrary(1200), async ({ start, end }) => {
        const { perDay, perJob } = expectedTotals(ACME, start, end);
        const [summary, details] = await Promise.all([
          call('/api/reports/jobperformance/summary', { token: tokens.owner, query: range(start, end) }).then(
            (response) => parsed(response, GetJobPerformanceSummaryResponse),
          ),
          call('/api/reports/jobperformance/details', { token: tokens.owner, query: range(start, end) }).then(
            (response) => parsed(response, GetJobPerformanceDetailsResponse),
          ),
        ]);
        expect(summary.map((row) => row.date)).toEqual(
          [...perDay]
            .filter(([, day]) => day.views + day.clicks > 0)
            .map(([date]) => date)
            .sort(),
        );
        const activeJobs = [...perJob].filter(([, job]) => job.views + job.clicks > 0);
        expect(details.map((row) => row.jobId).sort()).toEqual(activeJobs.map(([jobId]) => jobId).sort());
        for (const row of details) {
          expect(row.views).toBe(perJob.get(row.jobId)?.views);
          expect(row.clicks).toBe(perJob.get(row.jobId)?.clicks);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('lists details most viewed first and by-date rows that add up to them', async () => {
    const query = range(daysAgo(60), daysAgo(0));
    const details = await parsed(
      await call('/api/reports/jobperformance/details', { token: tokens.owner, query }),
      GetJobPerformanceDetailsResponse,
    );
    const byDate = await parsed(
      await call('/api/reports/jobperformance/bydate', { token: tokens.owner, query }),
      GetJobPerformanceByDateResponse,
    );
    expect(details.length).toBeGreaterThan(10);
    for (let index = 1; index < details.length; index++) {
      expect(details[index - 1]?.views).toBeGreaterThanOrEqual(details[index]?.views ?? 0);
    }
    const summed = new Map<number, number>();
    for (const row of byDate) summed.set(row.jobId, (summed.get(row.jobId) ?? 0) + row.views);
    for (const row of details) expect(summed.get(row.jobId) ?? 0).toBe(row.views);
    const dates = byDate.map((row) => row.activityDate);
    expect(dates).toEqual([...dates].sort());
    expect(byDate.every((row) => row.activityDate >= query.StartDate && row.activityDate <= query.EndDate)).toBe(true);
  });

  it('exports the details as a CSV download with the same rows', async () => {
    const query = {
      companyId: ACME,
      startDate: daysAgo(90),
      endDate: daysAgo(0),
      exportedFileName: 'Job Performance 08/24/2026 - 11/22/2026',
    };
    const response = await call('/api/reports/jobperformance/export', { token: tokens.owner, query });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="Job Performance 08-24-2026 - 11-22-2026\.csv"/);
    expect(disposition).toContain("filename*=UTF-8''Job%20Performance%2008-24-2026%20-%2011-22-2026.csv");
    const { header, rows } = parseCsv(await response.text());
    expect(header).toEqual(['Job ID', 'Job Title', 'Views', 'Apply Clicks']);
    const details = await parsed(
      await call('/api/reports/jobperformance/details', {
        token: tokens.owner,
        query: range(query.startDate, query.endDate),
      }),
      GetJobPerformanceDetailsResponse,
    );
    expect(rows).toHaveLength(details.length);
    expect(rows[0]).toEqual([
      String(details[0]?.jobId),
      details[0]?.jobTitle,
      String(details[0]?.views),
      String(details[0]?.clicks),
    ]);
  });

  it('refuses Beta, which has neither report flag, and with the flags gives it, with no jobs, empty reports', async () => {
    const query = { CompanyId: BETA, StartDate: daysAgo(365), EndDate: daysAgo(0) };
    for (const path of ['summary', 'details', 'bydate']) {
      const refused = await problemOf(
        await call(`/api/reports/jobperformance/${path}`, { token: tokens.owner, query }),
        403,
      );
      expect(refused.detail).toMatch(/JobPerformanceBoard/);
    }
    const refused = await problemOf(
      await call('/api/reports/applicantdemographics', { token: tokens.owner, query }),
      403,
    );
    expect(refused.detail).toMatch(/ApplicantDemographicReport/);

    setDemoFeature(BETA, 'JobPerformanceBoard', true);
    setDemoFeature(BETA, 'ApplicantDemographicReport', true);
    onTestFinished(() => {
      setDemoFeature(BETA, 'JobPerformanceBoard', false);
      setDemoFeature(BETA, 'ApplicantDemographicReport', false);
    });
    const summary = await parsed(
      await call('/api/reports/jobperformance/summary', { token: tokens.owner, query }),
      GetJobPerformanceSummaryResponse,
    );
    const details = await parsed(
      await call('/api/reports/jobperformance/details', { token: tokens.owner, query }),
      GetJobPerformanceDetailsResponse,
    );
    const demographics = await parsed(
      await call('/api/reports/applicantdemographics', { token: tokens.owner, query }),
      GetApplicantDemographicsResponse,
    );
    expect(summary).toEqual([]);
    expect(details).toEqual([]);
    expect(demographics.totalApplicants).toBe(0);
    expect(demographics.totalApplicantsByGender.every((entry) => entry.count === 0)).toBe(true);
  });

  it('answers 401 without a token, 403 outside the company and 400 for a reversed range', async () => {
    await problemOf(await call('/api/reports/jobperformance/summary', { query: range(daysAgo(10), daysAgo(0)) }), 401);
    await problemOf(
      await call('/api/reports/jobperformance/details', {
        token: tokens.user,
        query: { ...range(daysAgo(10), daysAgo(0)), CompanyId: GAMMA },
      }),
      403,
    );
    await problemOf(
      await call('/api/reports/jobperformance/bydate', { token: tokens.owner, query: range(daysAgo(0), daysAgo(10)) }),
      400,
    );
    await problemOf(
      await call('/api/reports/applicantdemographics', { token: tokens.owner, query: range('2026-02-30', daysAgo(0)) }),
      400,
    );
    await problemOf(
      await call('/api/reports/jobperformance/export', {
        token: tokens.user,
        query: { companyId: GAMMA, startDate: daysAgo(10), endDate: daysAgo(0), exportedFileName: 'x' },
      }),
      403,
    );
  });
});

describe('applicant demographics', () => {
  /** Independent count: every applicant of the matching jobs in the range, by gender and category. */
  function expectedDemographics(start: string, end: string, title: string, location: string) {
    const keep = (jobTitle: string, jobLocation: string) =>
      jobTitle.toLowerCase().includes(title.toLowerCase()) &&
      jobLocation.toLowerCase().includes(location.toLowerCase());
    const { perJob } = expectedTotals(ACME, start, end, keep);
    const genders = new Map<string, number>();
    for (const job of db.job.getAll()) {
      if (job.companyId !== ACME || !keep(job.title, job.location)) continue;
      const series = jobActivity(job.id);
      series?.applicants.forEach((count, index) => {
        const day = series.firstDay + index;
        if (isoDay(day) < start || isoDay(day) > end) return;
        for (let position = 0; position < count; position++) {
          const { gender } = applicantAt(job.id, day, position);
          genders.set(gender, (genders.get(gender) ?? 0) + 1);
        }
      });
    }
    return { total: [...perJob.values()].reduce((sum, job) => sum + job.applicants, 0), genders };
  }

  it('counts applicants of the range by category and gender', async () => {
    const query = range(daysAgo(365), daysAgo(0));
    const body = await parsed(
      await call('/api/reports/applicantdemographics', { token: tokens.owner, query }),
      GetApplicantDemographicsResponse,
    );
    const expected = expectedDemographics(query.StartDate, query.EndDate, '', '');
    expect(body.totalApplicants).toBe(expected.total);
    expect(body.totalApplicants).toBeGreaterThan(1000);
    expect(body.totalApplicantsByGender.map((entry) => entry.label)).toEqual([
      'Female',
      'Male',
      'Non-binary',
      'Not disclosed',
    ]);
    expect(body.totalApplicantsByGender.reduce((sum, entry) => sum + entry.count, 0)).toBe(body.totalApplicants);
    for (const entry of body.totalApplicantsByGender) expect(entry.count).toBe(expected.genders.get(entry.label) ?? 0);
    const category = new Map(body.totalApplicantsByDiversityCategory.map((entry) => [entry.label, entry.count]));
    expect([...category.keys()]).toEqual([
      'Women',
      'People of Color',
      'Veterans',
      'Individuals with Disabilities',
      'LGBTQ+',
    ]);
    expect(category.get('Women')).toBe(expected.genders.get('Female'));
    for (const count of category.values()) expect(count).toBeLessThanOrEqual(body.totalApplicants);
  });

  it('filters by job title and location (contains, any case)', async () => {
    await fc.assert(
      fc.asyncProperty(
        dayRangeArbitrary(700),
        fc.constantFrom('', 'nurse', 'TECHNOLOGIST', 'analyst', 'zzz'),
        fc.constantFrom('', ', tx', 'boston', 'San', 'nowhere'),
        async ({ start, end }, title, location) => {
          const body = await parsed(
            await call('/api/reports/applicantdemographics', {
              token: tokens.owner,
              query: { ...range(start, end), JobTitle: title || undefined, Location: location || undefined },
            }),
            GetApplicantDemographicsResponse,
          );
          const expected = expectedDemographics(start, end, title, location);
          expect(body.totalApplicants).toBe(expected.total);
          for (const entry of body.totalApplicantsByGender)
            expect(entry.count).toBe(expected.genders.get(entry.label) ?? 0);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('server time', () => {
  it('answers without a token: the real time of day on the demo day, in the local calendar', async () => {
    const before = new Date();
    const body = await parsed(await call('/api/timeutility'), GetServerTimeResponse);
    const after = new Date();
    const answered = new Date(body.utcNow);
    expect(format(answered, 'yyyy-MM-dd')).toBe(process.env['DEMO_TODAY']);
    expect(answered.getTime()).toBeGreaterThanOrEqual(demoNow(before).getTime());
    expect(answered.getTime()).toBeLessThanOrEqual(demoNow(after).getTime());
  });

  it('is the real clock without DEMO_TODAY or with DEMO_CLOCK=real, and any moment of the demo day else', () => {
    const now = new Date(2031, 5, 1, 23, 59, 30, 250);
    expect(demoNow(now, '', undefined)).toEqual(now);
    expect(demoNow(now, '2026-11-22', 'real')).toEqual(now);
    expect(demoNow(now, '2026-11-22', undefined)).toEqual(new Date(2026, 10, 22, 23, 59, 30, 250));
  });
});
