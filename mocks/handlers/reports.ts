import { HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db';
import { CSV_CONTENT_TYPE, fileResponse } from '../lib/content-files';
import { toCsv } from '../lib/csv';
import { queryRangeOrProblem, containsText, isoDay, sortRows, type DayRange } from '../lib/content-query';
import { route, type RouteResult } from '../lib/route';
import { demoNow } from '../seed';
import {
  DIVERSITY_CATEGORIES,
  GENDERS,
  applicantAt,
  forEachActivityDay,
  type DiversityCategory,
  type Gender,
} from '../models/content-activity';

type SummaryRow = RouteResult<'getJobPerformanceSummary'>[number];
type DetailRow = RouteResult<'getJobPerformanceDetails'>[number];
type ByDateRow = RouteResult<'getJobPerformanceByDate'>[number];
type Demographics = RouteResult<'getApplicantDemographics'>;

function companyJobs(companyId: number) {
  return db.job.getAll().filter((job) => job.companyId === companyId);
}

export function jobPerformanceSummary(companyId: number, range: DayRange): SummaryRow[] {
  const totals = new Map<number, { views: number; clicks: number }>();
  for (const job of companyJobs(companyId)) {
    forEachActivityDay(job.id, range.first, range.last, ({ day, views, clicks }) => {
      const total = totals.get(day) ?? { views: 0, clicks: 0 };
      total.views += views;
      total.clicks += clicks;
      totals.set(day, total);
    });
  }
  return [...totals.entries()]
    .filter(([, total]) => total.views > 0 || total.clicks > 0)
    .sort(([a], [b]) => a - b)
    .map(([day, total]) => ({ date: isoDay(day), ...total }));
}

/** Totals per job with activity in the range, most viewed first (the details table's default). */
export function jobPerformanceDetails(companyId: number, range: DayRange): DetailRow[] {
  const rows: DetailRow[] = [];
  for (const job of companyJobs(companyId)) {
    let views = 0;
    let clicks = 0;
    forEachActivityDay(job.id, range.first, range.last, (day) => {
      views += day.views;
      clicks += day.clicks;
    });
    if (views > 0 || clicks > 0) rows.push({ jobId: job.id, jobTitle: job.title, views, clicks });
  }
  return sortRows(rows, [{ value: (row) => row.views, direction: 'desc' }, { value: (row) => row.jobId }]);
}

function jobPerformanceByDate(companyId: number, range: DayRange): ByDateRow[] {
  const rows: ByDateRow[] = [];
  for (const job of companyJobs(companyId)) {
    forEachActivityDay(job.id, range.first, range.last, ({ day, views, clicks }) => {
      if (views > 0 || clicks > 0) {
        rows.push({ activityDate: isoDay(day), jobId: job.id, jobTitle: job.title, views, clicks });
      }
    });
  }
  return sortRows(rows, [{ value: (row) => row.activityDate }, { value: (row) => row.jobId }]);
}

function applicantDemographics(
  companyId: number,
  range: DayRange,
  jobTitle: string | undefined,
  location: string | undefined,
): Demographics {
  const byCategory = new Map<DiversityCategory, number>(DIVERSITY_CATEGORIES.map((label) => [label, 0]));
  const byGender = new Map<Gender, number>(GENDERS.map((label) => [label, 0]));
  let totalApplicants = 0;
  const jobs = companyJobs(companyId).filter(
    (job) => containsText(job.title, jobTitle) && containsText(job.location, location),
  );
  for (const job of jobs) {
    forEachActivityDay(job.id, range.first, range.last, ({ day, applicants }) => {
      for (let position = 0; position < applicants; position++) {
        const applicant = applicantAt(job.id, day, position);
        byGender.set(applicant.gender, (byGender.get(applicant.gender) ?? 0) + 1);
        for (const category of applicant.categories) byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
      }
      totalApplicants += applicants;
    });
  }
  return {
    totalApplicantsByDiversityCategory: [...byCategory].map(([label, count]) => ({ label, count })),
    totalApplicantsByGender: [...byGender].map(([label, count]) => ({ label, count })),
    totalApplicants,
  };
}

export const reportsHandlers: HttpHandler[] = [
  route('getJobPerformanceSummary', (context) => {
    const { query } = context;
    const range = queryRangeOrProblem(context, 'StartDate', 'EndDate');
    if (range instanceof Response) return range;
    return HttpResponse.json(jobPerformanceSummary(query.CompanyId, range));
  }),

  route('getJobPerformanceDetails', (context) => {
    const { query } = context;
    const range = queryRangeOrProblem(context, 'StartDate', 'EndDate');
    if (range instanceof Response) return range;
    return HttpResponse.json(jobPerformanceDetails(query.CompanyId, range));
  }),

  route('getJobPerformanceByDate', (context) => {
    const { query } = context;
    const range = queryRangeOrProblem(context, 'StartDate', 'EndDate');
    if (range instanceof Response) return range;
    return HttpResponse.json(jobPerformanceByDate(query.CompanyId, range));
  }),

  route('exportJobPerformance', (context) => {
    const { query } = context;
    const range = queryRangeOrProblem(context, 'startDate', 'endDate');
    if (range instanceof Response) return range;
    const csv = toCsv<DetailRow>(
      [
        { header: 'Job ID', value: (row) => row.jobId },
        { header: 'Job Title', value: (row) => row.jobTitle },
        { header: 'Views', value: (row) => row.views },
        { header: 'Apply Clicks', value: (row) => row.clicks },
      ],
      jobPerformanceDetails(query.companyId, range),
    );
    return fileResponse(csv, { contentType: CSV_CONTENT_TYPE, fileName: `${query.exportedFileName}.csv` });
  }),

  route('getApplicantDemographics', (context) => {
    const { query } = context;
    const range = queryRangeOrProblem(context, 'StartDate', 'EndDate');
    if (range instanceof Response) return range;
    return HttpResponse.json(applicantDemographics(query.CompanyId, range, query.JobTitle, query.Location));
  }),

  route('getServerTime', () => HttpResponse.json({ utcNow: demoNow().toISOString() })),
];
