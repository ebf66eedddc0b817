import { randomBytes } from 'node:crypto';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { AbiResourceType, TagType } from '../../src/generated/model';
import { db } from '../db';
import { bannerPng } from '../files/demo-images';
import { renderPdf } from '../files/pdf';
import { meetsRequirements } from '../lib/access';
import { fileResponse } from '../lib/content-files';
import { forbidden, notFound } from '../lib/content-problems';
import { renderCalendar } from '../lib/content-ics';
import { dayNumber, dayRangeOrProblem, overlapsDayRange, sortRows, type DayRange } from '../lib/content-query';
import { contractOperations } from '../lib/contract';
import { route, type RouteResult } from '../lib/route';

type Observance = RouteResult<'getObservance'>;
type Tag = RouteResult<'getTags'>[number];
type ObservanceEntity = ReturnType<typeof db.observance.getAll>[number];

function groupBy<Item>(items: readonly Item[], key: (item: Item) => number): Map<number, Item[]> {
  const groups = new Map<number, Item[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function toTag(entity: ReturnType<typeof db.tag.getAll>[number]): Tag {
  return {
    id: entity.id,
    label: entity.label,
    type: entity.type === TagType.Content ? TagType.Content : TagType.Observance,
  };
}

const byLabel = (tags: Tag[]) => sortRows(tags, [{ value: (tag) => tag.label }, { value: (tag) => tag.id }]);

export function observanceDuration(start: string, end: string | null | undefined): number {
  return end ? dayNumber(end) - dayNumber(start) + 1 : 1;
}

/**
 * Observances as the contract shapes them, read in one pass over the link tables (a query per
 * observance would be a few hundred scans per list).
 */
function observancesWhere(
  origin: string,
  keep: (entity: ObservanceEntity, tagIds: Set<number>) => boolean,
): Observance[] {
  const tags = new Map(db.tag.getAll().map((tag) => [tag.id, toTag(tag)]));
  const links = groupBy(db.observanceTag.getAll(), (link) => link.observanceId);
  const attachments = groupBy(db.attachment.getAll(), (attachment) => attachment.observanceId);
  const observances: Observance[] = [];
  for (const entity of db.observance.getAll()) {
    const tagIds = new Set((links.get(entity.id) ?? []).map((link) => link.tagId));
    if (!keep(entity, tagIds)) continue;
    observances.push({
      id: entity.id,
      name: entity.name,
      description: entity.description,
      start: entity.start,
      end: entity.end,
      duration: observanceDuration(entity.start, entity.end),
      tags: byLabel([...tagIds].flatMap((tagId) => tags.get(tagId) ?? [])),
      attachments: sortRows(
        (attachments.get(entity.id) ?? []).map(({ id, name, order }) => ({ id, name, order })),
        [
          { value: (attachment) => attachment.order },
          { value: (attachment) => attachment.name },
          { value: (attachment) => attachment.id },
        ],
      ),
      imageURI: entity.imagePath ? `${origin}${entity.imagePath}` : null,
    });
  }
  return sortRows(observances, [
    { value: (observance) => observance.start },
    { value: (observance) => observance.duration },
    { value: (observance) => observance.name },
  ]);
}

/** Observances overlapping the range with any of the tags (all when none), sorted by start, duration, name. */
export function listObservances(
  origin: string,
  range: DayRange,
  tags: readonly number[] | undefined,
  only?: Set<number>,
) {
  const wanted = new Set(tags ?? []);
  return observancesWhere(origin, (entity, tagIds) => {
    const first = dayNumber(entity.start);
    const last = entity.end ? dayNumber(entity.end) : first;
    return (
      overlapsDayRange(first, last, range) &&
      (wanted.size === 0 || [...tagIds].some((tagId) => wanted.has(tagId))) &&
      (only === undefined || only.has(entity.id))
    );
  });
}

function savedObservanceIds(companyId: number, userId: number): Set<number> {
  return new Set(
    db.savedObservance
      .getAll()
      .filter((saved) => saved.companyId === companyId && saved.userId === userId)
      .map((saved) => saved.observanceId),
  );
}

/** A new calendar id: 32 random bytes as base64url (43 characters of [A-Za-z0-9_-]), derived from nothing. */
const newCalendarId = (): string => randomBytes(32).toString('base64url');

const membershipKey = (companyId: number, userId: number) => `${companyId}:${userId}`;

/** The calendar id of a user in a company: the stored one, or a new one made now (the first ask). */
function calendarIdOf(companyId: number, userId: number): string {
  const stored = db.calendarFeed.findFirst({ where: { id: { equals: membershipKey(companyId, userId) } } });
  return stored?.feedId ?? issueCalendarId(companyId, userId);
}

/** Replaces the calendar id of a user in a company with a new random one; the old one names nothing. */
function issueCalendarId(companyId: number, userId: number): string {
  const id = membershipKey(companyId, userId);
  db.calendarFeed.delete({ where: { id: { equals: id } } });
  return db.calendarFeed.create({
    id,
    companyId,
    userId,
    feedId: newCalendarId(),
    issuedAt: new Date().toISOString(),
  }).feedId;
}

/** The active membership whose calendar has this id, if any. */
function findCalendarOwner(feedId: string) {
  const feed = db.calendarFeed.findFirst({ where: { feedId: { equals: feedId } } });
  if (!feed) return null;
  const membership = db.companyUser.findFirst({ where: { id: { equals: feed.id } } });
  return membership?.isActive ? membership : null;
}

async function attachmentFile(fileName: string, seed: number, title: string, lines: string[]): Promise<Response> {
  if (fileName.toLowerCase().endsWith('.png')) {
    return fileResponse(bannerPng(seed, 800, 800), { contentType: 'image/png', fileName });
  }
  const pdf = await renderPdf({
    title,
    subtitle: 'ABI DEI Calendar & Content',
    sections: [{ heading: 'About', lines }],
    footer: 'Sample content generated by the Employer Portal demo backend.',
  });
  return fileResponse(pdf, { contentType: 'application/pdf', fileName });
}

/** What getCalendarLink requires (the contract's x-requires): the feed it issued lasts as long as it holds. */
const calendarLinkRequirements = contractOperations().get('getCalendarLink')?.requires;

// Membership of the company and its ABI product are the contract's x-requires, which route() enforces.
export const abiHandlers: HttpHandler[] = [
  route('getObservances', ({ query, request }) => {
    const range = dayRangeOrProblem(request, ['startDate', query.startDate], ['endDate', query.endDate]);
    if (range instanceof Response) return range;
    return HttpResponse.json(listObservances(new URL(request.url).origin, range, query.tags));
  }),

  route('getObservance', ({ params, request }) => {
    const [observance] = observancesWhere(new URL(request.url).origin, (entity) => entity.id === params.id);
    return observance ? HttpResponse.json(observance) : notFound(request, `Observance ${params.id} does not exist.`);
  }),

  route('saveUserObservance', ({ query, body, user, request }) => {
    const { observanceId } = body;
    if (!db.observance.findFirst({ where: { id: { equals: observanceId } } })) {
      return notFound(request, `Observance ${observanceId} does not exist.`);
    }
    const id = `${query.companyId}:${user.userId}:${observanceId}`;
    if (!db.savedObservance.findFirst({ where: { id: { equals: id } } })) {
      db.savedObservance.create({
        id,
        companyId: query.companyId,
        userId: user.userId,
        observanceId,
        savedAt: new Date().toISOString(),
      });
    }
    return new HttpResponse(null, { status: 204 });
  }),

  route('deleteUserObservance', ({ query, user, request }) => {
    if (!db.observance.findFirst({ where: { id: { equals: query.observanceId } } })) {
      return notFound(request, `Observance ${query.observanceId} does not exist.`);
    }
    db.savedObservance.delete({ where: { id: { equals: `${query.companyId}:${user.userId}:${query.observanceId}` } } });
    return new HttpResponse(null, { status: 204 });
  }),

  route('getSavedObservances', ({ query, body, user, request }) => {
    const range = dayRangeOrProblem(request, ['startDate', body.startDate], ['endDate', body.endDate], 'body');
    if (range instanceof Response) return range;
    const saved = savedObservanceIds(query.companyId, user.userId);
    const only = body.observanceId == null ? saved : new Set([...saved].filter((id) => id === body.observanceId));
    return HttpResponse.json(listObservances(new URL(request.url).origin, range, body.tags, only));
  }),

  route('downloadAbiFile', async ({ query, request }) => {
    const missing = () =>
      notFound(request, `File ${query.fileId} does not belong to ${query.resourceType} ${query.resourceId}.`);
    if (query.resourceType === AbiResourceType.observance) {
      const attachment = db.attachment.findFirst({ where: { id: { equals: query.fileId } } });
      const observance = db.observance.findFirst({ where: { id: { equals: query.resourceId } } });
      if (!attachment || !observance || attachment.observanceId !== observance.id) return missing();
      const title = attachment.name.replace(/\.\w+$/, '');
      return attachmentFile(attachment.name, attachment.id, title, [observance.description]);
    }
    const content = db.contentItem.findFirst({ where: { id: { equals: query.resourceId } } });
    if (!content || content.fileId !== query.fileId) return missing();
    return attachmentFile(content.fileName, content.fileId, content.name, [
      `${content.name}: a ready-to-use resource from the ABI DEI content library.`,
    ]);
  }),

  route('getTags', ({ query, request }) => {
    if (query.contentId === undefined) return HttpResponse.json(byLabel(db.tag.getAll().map(toTag)));
    const contentId = query.contentId;
    if (!db.contentItem.findFirst({ where: { id: { equals: contentId } } })) {
      return notFound(request, `Content ${contentId} does not exist.`);
    }
    const tagIds = new Set(
      db.contentTag
        .getAll()
        .filter((link) => link.contentId === contentId)
        .map((link) => link.tagId),
    );
    return HttpResponse.json(
      byLabel(
        db.tag
          .getAll()
          .filter((tag) => tagIds.has(tag.id))
          .map(toTag),
      ),
    );
  }),

  route('getTagContents', () => {
    const items = new Map(db.contentItem.getAll().map((item) => [item.id, item]));
    const links = groupBy(db.contentTag.getAll(), (link) => link.tagId);
    const groups = db.tag.getAll().flatMap((tag) => {
      const contents = (links.get(tag.id) ?? []).flatMap((link) => {
        const item = items.get(link.contentId);
        return item ? [{ contentId: item.id, name: item.name, fileId: item.fileId, fileName: item.fileName }] : [];
      });
      if (contents.length === 0) return [];
      return [{ id: tag.id, label: tag.label, contents: sortRows(contents, [{ value: (content) => content.name }]) }];
    });
    return HttpResponse.json(sortRows(groups, [{ value: (group) => group.label }]));
  }),

  route('getCalendarLink', ({ query, user, request }) => {
    if (query.userId !== user.userId) {
      return forbidden(request, 'A calendar link can only be requested for yourself.');
    }
    return HttpResponse.json({ id: calendarIdOf(query.companyId, query.userId) });
  }),

  // The way to take a shared feed URL back: a new random id, and the old one answers 404 from now on.
  route('resetCalendarLink', ({ query, user, request }) => {
    if (query.userId !== user.userId) {
      return forbidden(request, 'A calendar link can only be reset for yourself.');
    }
    return HttpResponse.json({ id: issueCalendarId(query.companyId, query.userId) });
  }),

  // No bearer token (security: [] in the contract): calendar apps cannot send one, so the random id is
  // the credential. An id that names no calendar of an active membership (never issued, replaced by a
  // reset, the membership ended) is 404, whatever the reason.
  route('getCalendarFeed', ({ query, request }) => {
    const owner = findCalendarOwner(query.id);
    // The feed lives as long as its link could be had: a company that lost ABI has no calendar any more.
    if (!owner || !meetsRequirements(calendarLinkRequirements, owner.userId, owner.companyId)) {
      return notFound(request, 'No calendar has this id.');
    }
    const saved = savedObservanceIds(owner.companyId, owner.userId);
    const origin = new URL(request.url).origin;
    const observances = observancesWhere(origin, (entity) => saved.has(entity.id));
    const calendar = renderCalendar(
      'Saved Observances',
      observances.map((observance) => ({
        uid: `observance-${observance.id}-${owner.companyId}-${owner.userId}@employer-portal.demo`,
        start: observance.start,
        end: observance.end ?? observance.start,
        summary: observance.name,
        description: observance.description,
        categories: observance.tags.map((tag) => tag.label),
      })),
    );
    return fileResponse(calendar, {
      contentType: 'text/calendar; charset=utf-8',
      fileName: 'saved-observances.ics',
      disposition: 'inline',
    });
  }),

  // Observance banners, loaded by <img> tags, so without a bearer token (not a contract operation).
  http.get('*/demo-files/abi/observances/:id/image.png', ({ params, request }) => {
    const id = Number(params['id']);
    const observance = Number.isInteger(id) ? db.observance.findFirst({ where: { id: { equals: id } } }) : null;
    if (!observance?.imagePath) return notFound(request, 'No such image.');
    return fileResponse(bannerPng(observance.id), {
      contentType: 'image/png',
      fileName: `observance-${observance.id}.png`,
      disposition: 'inline',
    });
  }),
];
