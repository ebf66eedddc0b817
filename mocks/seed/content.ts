import { Faker, base, en } from '@faker-js/faker';
import { AgentGroupType, TagType } from '../../src/generated/model';
import { db } from '../db';
import { DEMO_COMPANIES } from '../identity';
import {
  ATTACHMENT_KINDS,
  CITIES,
  CONTENT_FORMATS,
  CONTENT_LIBRARY,
  DESCRIPTION_SENTENCES,
  HEALTH_TITLES,
  OBSERVANCES,
  OBSERVANCE_TAGS,
  ORGANIZATION_TEMPLATES,
  STAFFING_TITLES,
  STATE_NAMES,
  stateOf,
  type OrganizationCategory,
} from '../lib/content-catalog';
import { dayOfDate, isoDay } from '../lib/content-query';
import { seededRandom } from '../lib/content-random';
import { replaceJobActivity, type JobActivity } from '../models/content-activity';
import type { SeedOptions } from '../seed';

const CONTENT_SEED = 20_261_122;
const DAY_MS = 86_400_000;

/**
 * How much each company gets. Acme Health is the full demo, Gamma Staffing a lighter one, and Beta
 * Logistics has no reports, documents or outreach at all, so every empty state can be seen.
 */
const COMPANY_PLANS = [
  {
    companyId: DEMO_COMPANIES.acme.id,
    jobIdBase: 100_000,
    postingIdBase: 500_000,
    refPrefix: 'AH',
    titles: HEALTH_TITLES,
    jobs: 300,
    esdsRows: 2000,
    reportCards: 24,
    screenshots: 500,
    linksPerWeekday: 26,
    organizations: 24,
  },
  {
    companyId: DEMO_COMPANIES.gamma.id,
    jobIdBase: 300_000,
    postingIdBase: 600_000,
    refPrefix: 'GS',
    titles: STAFFING_TITLES,
    jobs: 60,
    esdsRows: 300,
    reportCards: 12,
    screenshots: 80,
    linksPerWeekday: 7,
    organizations: 10,
  },
] as const;

interface SeededJob {
  id: number;
  companyId: number;
  title: string;
  location: string;
  firstDay: number;
  lastDay: number;
}

/** ISO timestamp without milliseconds, e.g. 2026-11-21T14:03:27Z. */
function timestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function secondsIntoDay(faker: Faker, fromHour = 7, toHour = 22): number {
  return faker.number.int({ min: fromHour * 3600, max: toHour * 3600 - 1 }) * 1000;
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// ───────────────────────────── Jobs and their daily activity ─────────────────────────────

const WEEKDAY_FACTOR = [0.45, 1.15, 1.2, 1.1, 1.0, 0.85, 0.5] as const;

/** Hiring interest over the year: strongest in January, a September bump, quiet in late December. */
function seasonFactor(day: number): number {
  const date = new Date(day * DAY_MS);
  const dayOfYear = (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS;
  const angle = (2 * Math.PI * dayOfYear) / 365.25;
  const holidayDip = date.getUTCMonth() === 11 && date.getUTCDate() > 20 ? 0.6 : 1;
  return (1 + 0.22 * Math.cos(angle - 0.35) + 0.08 * Math.cos(2 * angle - 4.3)) * holidayDip;
}

function jobSeries(jobId: number, firstDay: number, lastDay: number, seed: number): JobActivity {
  const random = seededRandom(seed);
  const length = lastDay - firstDay + 1;
  const views = new Uint16Array(length);
  const clicks = new Uint16Array(length);
  const applicants = new Uint16Array(length);
  const popularity = 6 + 60 * random() ** 2;
  const clickRate = 0.04 + 0.08 * random();
  for (let index = 0; index < length; index++) {
    const day = firstDay + index;
    const freshness = 0.5 + 1.6 * Math.exp(-index / 45);
    const weekday = WEEKDAY_FACTOR[new Date(day * DAY_MS).getUTCDay()] ?? 1;
    const noise = 0.6 + 0.8 * random();
    const dayViews = Math.round(popularity * freshness * weekday * seasonFactor(day) * noise);
    const dayClicks = Math.min(Math.round(dayViews * clickRate * (0.5 + random())), Math.floor(dayViews / 2));
    let dayApplicants = 0;
    for (let click = 0; click < dayClicks; click++) if (random() < 0.4) dayApplicants++;
    views[index] = dayViews;
    clicks[index] = dayClicks;
    applicants[index] = dayApplicants;
  }
  return { jobId, firstDay, views, clicks, applicants };
}

function seedJobs(faker: Faker, today: number): SeededJob[] {
  const jobs: SeededJob[] = [];
  const series: JobActivity[] = [];
  for (const plan of COMPANY_PLANS) {
    for (let index = 1; index <= plan.jobs; index++) {
      const recent = faker.datatype.boolean({ probability: 0.25 });
      const firstDay =
        today - (recent ? faker.number.int({ min: 2, max: 120 }) : faker.number.int({ min: 2, max: 1095 }));
      const closing = firstDay + faker.number.int({ min: 30, max: 240 });
      const lastDay = Math.min(closing, today);
      const job: SeededJob = {
        id: plan.jobIdBase + index,
        companyId: plan.companyId,
        title: faker.helpers.arrayElement(plan.titles),
        location: faker.helpers.arrayElement(CITIES),
        firstDay,
        lastDay,
      };
      db.job.create({
        id: job.id,
        companyId: job.companyId,
        title: job.title,
        location: job.location,
        internalRef: `${plan.refPrefix}-${isoDay(firstDay).slice(0, 4)}-${faker.string.numeric(4)}`,
        postedOn: isoDay(firstDay),
        closedOn: closing < today ? isoDay(closing) : null,
      });
      jobs.push(job);
      series.push(jobSeries(job.id, firstDay, lastDay, faker.number.int({ min: 1, max: 2 ** 31 - 1 })));
    }
  }
  replaceJobActivity(series);
  return jobs;
}

// ───────────────────────────── ESDS cross-post report ─────────────────────────────

/** Every LATE_LISTING_EVERY-th ESDS job is cross-posted 4 to 7 days later than drawn: the Listing Monitor's late jobs. */
const LATE_LISTING_EVERY = 12;

/**
 * The cross-post of job `index`, moved later for every LATE_LISTING_EVERY-th job, by no draw of its own (so
 * every other value stays as drawn), and only when the later time is still before today and before the
 * job's deactivation: which jobs are cross-posted stays as it was.
 */
function listedLate(index: number, onTime: number | null, midnight: number, deactivatedAt: number | null) {
  if (onTime === null || index % LATE_LISTING_EVERY !== 0) return onTime;
  const late = onTime + (4 + ((index / LATE_LISTING_EVERY) % 4)) * DAY_MS;
  return late < midnight && (deactivatedAt === null || late < deactivatedAt) ? late : onTime;
}

function seedEsds(faker: Faker, today: number): void {
  let rowId = 0;
  const midnight = today * DAY_MS;
  for (const plan of COMPANY_PLANS) {
    for (let index = 1; index <= plan.esdsRows; index++) {
      const location = faker.helpers.arrayElement(CITIES);
      const state = stateOf(location);
      const createdDay = today - faker.number.int({ min: 1, max: 730 });
      const created = createdDay * DAY_MS + secondsIntoDay(faker);
      const crossPostedAt = faker.datatype.boolean({ probability: 0.78 })
        ? created + faker.number.int({ min: 600, max: 3 * 86_400 }) * 1000
        : null;
      const onTime = crossPostedAt !== null && crossPostedAt < midnight ? crossPostedAt : null;
      const age = today - createdDay;
      const deactivatedAt = faker.datatype.boolean({ probability: Math.min(0.9, age / 200) })
        ? created + faker.number.int({ min: 7, max: 120 }) * DAY_MS
        : null;
      const crossPosted = listedLate(index, onTime, midnight, deactivatedAt);
      const crossRefNumber = crossPosted === null ? null : `${state}${faker.string.numeric(8)}`;
      db.esdsPosting.create({
        id: ++rowId,
        companyId: plan.companyId,
        jobId: plan.postingIdBase + index,
        title: faker.helpers.arrayElement(plan.titles),
        internalRef: faker.datatype.boolean({ probability: 0.9 })
          ? `${plan.refPrefix}-${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`
          : null,
        createdUtc: timestamp(created),
        dateDeactivated: deactivatedAt !== null && deactivatedAt < midnight ? timestamp(deactivatedAt) : null,
        location,
        esdsStateCode: state,
        postingURL: crossRefNumber
          ? `https://joblink.${state.toLowerCase()}.example.gov/postings/${crossRefNumber}`
          : null,
        dateCrossPosted: crossPosted === null ? null : timestamp(crossPosted),
        timePosted: crossPosted === null ? null : timestamp(crossPosted).slice(11, 19),
        crossRefNumber,
      });
    }
  }
}

// ───────────────────────────── Observances, tags, content library ─────────────────────────────

const OBSERVANCE_COUNT = 150;
const FIRST_ATTACHMENT_ID = 1001;
const FIRST_CONTENT_FILE_ID = 9001;

function seedTags(): { observanceTags: Map<string, number>; contentTags: Map<string, number> } {
  const observanceTags = new Map<string, number>();
  const contentTags = new Map<string, number>();
  let id = 0;
  for (const label of OBSERVANCE_TAGS) {
    db.tag.create({ id: ++id, label, type: TagType.Observance });
    observanceTags.set(label, id);
  }
  for (const { tag } of CONTENT_LIBRARY) {
    db.tag.create({ id: ++id, label: tag, type: TagType.Content });
    contentTags.set(tag, id);
  }
  return { observanceTags, contentTags };
}

/** The catalogue's observances in the years around the anchor day, the 150 nearest to it. */
function observanceDates(today: number) {
  const year = new Date(today * DAY_MS).getUTCFullYear();
  const all = [year - 1, year, year + 1].flatMap((y) =>
    OBSERVANCES.map((entry) => {
      const { month, day, days } = entry.rule(y);
      const start = dayOfDate(new Date(Date.UTC(y, month - 1, day)));
      return { entry, start, days };
    }),
  );
  return all
    .sort((a, b) => Math.abs(a.start - today) - Math.abs(b.start - today) || a.start - b.start)
    .slice(0, OBSERVANCE_COUNT)
    .sort((a, b) => a.start - b.start || a.days - b.days || a.entry.name.localeCompare(b.entry.name));
}

function seedObservances(faker: Faker, today: number, observanceTags: Map<string, number>): void {
  let attachmentId = FIRST_ATTACHMENT_ID - 1;
  observanceDates(today).forEach(({ entry, start, days }, index) => {
    const id = index + 1;
    const sentences = faker.helpers.arrayElements(DESCRIPTION_SENTENCES, { min: 1, max: 4 });
    db.observance.create({
      id,
      name: entry.name,
      description: [`${entry.name} ${entry.about}.`, ...sentences].join(' '),
      start: isoDay(start),
      end: days > 1 ? isoDay(start + days - 1) : null,
      imagePath: faker.datatype.boolean({ probability: 0.85 }) ? `/demo-files/abi/observances/${id}/image.png` : null,
    });
    for (const label of entry.tags) {
      const tagId = observanceTags.get(label);
      if (tagId !== undefined) db.observanceTag.create({ id: `${id}:${tagId}`, observanceId: id, tagId });
    }
    if (faker.datatype.boolean({ probability: 0.25 })) return;
    const kinds = faker.helpers.arrayElements(ATTACHMENT_KINDS, { min: 1, max: 4 });
    const orders = faker.helpers.shuffle(kinds.map((_, position) => position));
    kinds.forEach((kind, position) => {
      db.attachment.create({
        id: ++attachmentId,
        observanceId: id,
        name: `${entry.name} ${kind}`,
        order: faker.datatype.boolean({ probability: 0.6 }) ? (orders[position] ?? null) : null,
      });
    });
  });
}

function seedSavedObservances(faker: Faker, today: number): void {
  const upcoming = db.observance
    .getAll()
    .filter((observance) => observance.start >= isoDay(today - 30))
    .map((observance) => observance.id);
  const saves = [
    { companyId: DEMO_COMPANIES.acme.id, userId: 1, count: 8 },
    { companyId: DEMO_COMPANIES.acme.id, userId: 2, count: 3 },
    { companyId: DEMO_COMPANIES.gamma.id, userId: 1, count: 2 },
  ];
  for (const { companyId, userId, count } of saves) {
    for (const observanceId of faker.helpers.arrayElements(upcoming, count)) {
      const savedDay = today - faker.number.int({ min: 1, max: 60 });
      db.savedObservance.create({
        id: `${companyId}:${userId}:${observanceId}`,
        companyId,
        userId,
        observanceId,
        savedAt: timestamp(savedDay * DAY_MS + secondsIntoDay(faker)),
      });
    }
  }
}

function seedContentLibrary(faker: Faker, contentTags: Map<string, number>): void {
  let contentId = 0;
  const tagIds = [...contentTags.values()];
  for (const { tag, topics } of CONTENT_LIBRARY) {
    const tagId = contentTags.get(tag);
    if (tagId === undefined) continue;
    for (const topic of topics) {
      const format = faker.helpers.arrayElement(CONTENT_FORMATS);
      const id = ++contentId;
      const name = `${topic} ${format.label}`;
      db.contentItem.create({
        id,
        name,
        fileId: FIRST_CONTENT_FILE_ID + id - 1,
        fileName: `${slug(name)}.${format.extension}`,
      });
      db.contentTag.create({ id: `${id}:${tagId}`, contentId: id, tagId });
      if (faker.datatype.boolean({ probability: 0.25 })) {
        const extra = faker.helpers.arrayElement(tagIds.filter((other) => other !== tagId));
        db.contentTag.create({ id: `${id}:${extra}`, contentId: id, tagId: extra });
      }
    }
  }
}

// ───────────────────────────── Documents ─────────────────────────────

function seedDocuments(faker: Faker, today: number, jobs: readonly SeededJob[]): void {
  const anchor = new Date(today * DAY_MS);
  const usedScreenshotIds = new Set<string>();
  for (const plan of COMPANY_PLANS) {
    let created = 0;
    for (let monthsBack = 0; created < plan.reportCards; monthsBack++) {
      const month = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - monthsBack - 1, 1));
      const issued = Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 3) + 13 * 3_600_000;
      if (issued >= today * DAY_MS) continue;
      const monthName = month.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
      const yearMonth = month.toISOString().slice(0, 7);
      db.reportCard.create({
        mailingKey: `RC-${plan.companyId}-${yearMonth.replace('-', '')}-${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`,
        companyId: plan.companyId,
        title: `Diversity Outreach Report Card - ${monthName}`,
        month: yearMonth,
        date: timestamp(issued),
      });
      created++;
    }

    const window = { first: today - 730, last: today };
    const candidates = jobs.filter(
      (job) => job.companyId === plan.companyId && job.lastDay >= window.first && job.firstDay <= window.last,
    );
    for (let index = 0; index < plan.screenshots; index++) {
      const job = faker.helpers.arrayElement(candidates);
      const day = faker.number.int({
        min: Math.max(job.firstDay, window.first),
        max: Math.min(job.lastDay, window.last - 1),
      });
      let screenshotId: string;
      do screenshotId = `SS-${faker.string.alphanumeric({ length: 12, casing: 'upper' })}`;
      while (usedScreenshotIds.has(screenshotId));
      usedScreenshotIds.add(screenshotId);
      db.screenshot.create({
        screenshotId,
        companyId: plan.companyId,
        jobId: job.id,
        jobTitle: job.title,
        dateCreated: timestamp(day * DAY_MS + secondsIntoDay(faker)),
      });
    }
  }
}

// ───────────────────────────── Outreach ─────────────────────────────

const ORGANIZATIONS_PER_CATEGORY: Record<OrganizationCategory, number> = {
  minorities: 8,
  women: 4,
  iwd: 5,
  veterans: 5,
  stateWorkforce: 4,
  other: 3,
};

const OUTREACH_DAYS = 90;

interface SeededRecipient {
  id: number;
  organizationId: number;
  channels: number[];
}

/** The channel an organization is reached by (VetConnect for veterans, Linkage for state workforce), maybe one more. */
function organizationChannels(faker: Faker, category: OrganizationCategory): number[] {
  const primary =
    category === 'veterans'
      ? AgentGroupType.VetConnect
      : category === 'stateWorkforce'
        ? AgentGroupType.Linkage
        : AgentGroupType.AutomaticOutreach;
  if (!faker.datatype.boolean({ probability: 0.35 })) return [primary];
  const others = Object.values(AgentGroupType).filter((channel) => channel !== primary);
  return [primary, faker.helpers.arrayElement(others)].sort((a, b) => a - b);
}

function seedOrganizations(faker: Faker): { organizationIds: number[]; recipients: SeededRecipient[] } {
  const names = new Set<string>();
  const organizationIds: number[] = [];
  const recipients: SeededRecipient[] = [];
  let organizationId = 0;
  let recipientId = 0;
  for (const [category, count] of Object.entries(ORGANIZATIONS_PER_CATEGORY) as [OrganizationCategory, number][]) {
    for (let index = 0; index < count; index++) {
      let name: string;
      do {
        const location = faker.helpers.arrayElement(CITIES);
        name = faker.helpers
          .arrayElement(ORGANIZATION_TEMPLATES[category])
          .replace('{city}', location.slice(0, -4))
          .replace('{state}', STATE_NAMES[stateOf(location)] ?? stateOf(location))
          .replace('{post}', String(faker.number.int({ min: 100, max: 9999 })));
      } while (names.has(name));
      names.add(name);
      const id = ++organizationId;
      organizationIds.push(id);
      db.partnerOrganization.create({ id, name, category });
      const channels = organizationChannels(faker, category);
      const domain = `${slug(name).slice(0, 40).replace(/-+$/, '')}.example.org`;
      for (let person = faker.number.int({ min: 1, max: 4 }); person > 0; person--) {
        const firstName = faker.person.firstName();
        const lastName = faker.person.lastName();
        const recipient = {
          id: ++recipientId,
          organizationId: id,
          channels: channels.length > 1 && faker.datatype.boolean() ? [faker.helpers.arrayElement(channels)] : channels,
        };
        recipients.push(recipient);
        db.outreachRecipient.create({
          id: recipient.id,
          organizationId: id,
          name: `${firstName} ${lastName}`,
          email: `${slug(firstName)}.${slug(lastName)}${recipient.id}@${domain}`,
        });
      }
    }
  }
  return { organizationIds, recipients };
}

function seedOutreach(faker: Faker, today: number, jobs: readonly SeededJob[]): void {
  const { organizationIds, recipients } = seedOrganizations(faker);
  let sendId = 0;
  for (const plan of COMPANY_PLANS) {
    db.outreachAccount.create({ companyId: plan.companyId, createdDate: timestamp((today - 400) * DAY_MS) });
    const partners = new Set(faker.helpers.arrayElements(organizationIds, plan.organizations));
    const reachable = recipients.filter((recipient) => partners.has(recipient.organizationId));
    const weighted = reachable.map((recipient) => ({
      value: recipient,
      weight: faker.number.int({ min: 1, max: 10 }),
    }));
    const companyJobs = jobs.filter((job) => job.companyId === plan.companyId);
    for (let day = today - OUTREACH_DAYS + 1; day <= today; day++) {
      const weekday = new Date(day * DAY_MS).getUTCDay();
      const expected = weekday === 0 || weekday === 6 ? plan.linksPerWeekday * 0.2 : plan.linksPerWeekday;
      const links = Math.round(expected * (0.7 + 0.6 * faker.number.float({ min: 0, max: 1 })));
      const open = companyJobs.filter((job) => job.firstDay <= day && job.lastDay >= day);
      const pool = open.length > 0 ? open : companyJobs;
      for (let link = 0; link < links; link++) {
        const recipient = faker.helpers.weightedArrayElement(weighted);
        const views = Math.min(12, Math.floor(-Math.log(1 - faker.number.float({ min: 0, max: 0.999 })) * 1.6));
        let applicants = 0;
        for (let view = 0; view < views; view++) if (faker.datatype.boolean({ probability: 0.15 })) applicants++;
        db.outreachSend.create({
          id: ++sendId,
          companyId: plan.companyId,
          jobId: faker.helpers.arrayElement(pool).id,
          recipientId: recipient.id,
          organizationId: recipient.organizationId,
          agentGroupType: faker.helpers.arrayElement(recipient.channels),
          sentOn: isoDay(day),
          views,
          applicants,
        });
      }
    }
  }
}

/**
 * Seeds the reports, ESDS, ABI, documents and outreach data, every date relative to `today`. Each
 * area draws from its own faker seed, so changing one area's generation leaves the others' data as
 * it was.
 */
export function seedContentData({ today }: SeedOptions): void {
  const day = dayOfDate(today);
  const faker = new Faker({ locale: [en, base] });
  const area = (index: number): Faker => {
    faker.seed([CONTENT_SEED, index]);
    return faker;
  };
  const jobs = seedJobs(area(1), day);
  seedEsds(area(2), day);
  const { observanceTags, contentTags } = seedTags();
  seedObservances(area(3), day, observanceTags);
  seedSavedObservances(area(4), day);
  seedContentLibrary(area(5), contentTags);
  seedDocuments(area(6), day, jobs);
  seedOutreach(area(7), day, jobs);
}
