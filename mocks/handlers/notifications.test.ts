import { beforeEach, describe, expect, it } from 'vitest';
import { GetNotificationPreferencesResponse, GetNotificationsResponse } from '../../src/generated/zod/index.zod';
import {
  ACME,
  BETA,
  call,
  DEMO_ORIGIN,
  GAMMA,
  parsed,
  problemOf,
  useDemoBackend,
  useDemoTokens,
} from '../../tests/support/demo-api';
import { issueApiToken } from '../auth';
import { db } from '../db';
import { expectNoContent, reseedAccountArea } from '../lib/account-testing';

useDemoBackend();

const tokens = useDemoTokens();
beforeEach(() => reseedAccountArea());

const ALL = 1;
const UNREAD = 3;

const notificationsOf = async (token: string, companyId: number, userId: number, listType: number) =>
  parsed(
    await call(`/api/Notifications/company/${companyId}/user/${userId}/${listType}`, { token }),
    GetNotificationsResponse,
  );

const markRead = (token: string, triples: number[][]) =>
  call('/api/Notifications/read', { method: 'PUT', token, body: { readNotifications: triples } });

const preferencesOf = async (token: string, companyId: number, userId: number) =>
  parsed(
    await call('/api/Notifications/preferences', { token, query: { companyId, userId } }),
    GetNotificationPreferencesResponse,
  );

const change = (token: string, direction: 'optin' | 'optout', body: Record<string, number>) =>
  call(`/api/Notifications/preferences/${direction}`, { method: 'POST', token, body });

describe('getNotifications', () => {
  it('gives the owner more than ten unread in Acme, newest first, each with a description and an app link', async () => {
    const unread = await notificationsOf(tokens.owner, ACME, 1, UNREAD);
    expect(unread.length).toBeGreaterThan(10);
    expect(unread.every((notification) => !notification.isRead)).toBe(true);
    const dates = unread.map((notification) => notification.dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);

    const all = await notificationsOf(tokens.owner, ACME, 1, ALL);
    expect(all.length).toBeGreaterThan(unread.length);
    expect(all.some((notification) => notification.isRead)).toBe(true);
    expect(all.every((notification) => notification.link?.startsWith('/'))).toBe(true);
    const newest = Date.parse(all[0]?.dateCreated ?? '');
    expect(newest).toBeLessThan(Date.parse(`${process.env['DEMO_TODAY']}T00:00:00Z`));
    expect(newest).toBeGreaterThan(Date.parse(`${process.env['DEMO_TODAY']}T00:00:00Z`) - 14 * 86_400_000);
  });

  it('holds 66 notifications, most of them for the demo accounts in Acme (6 for the support account)', () => {
    const rows = db.notification.getAll();
    expect(rows.length).toBe(66);
    expect(rows.filter((row) => row.userId === 5)).toHaveLength(6);
    const demoAcme = rows.filter((row) => row.companyId === ACME && row.userId <= 4);
    expect(demoAcme.length).toBeGreaterThan(30);
  });

  it('lists only per company: Beta and Gamma lists of the owner differ from Acme', async () => {
    const lists = await Promise.all(
      [ACME, BETA, GAMMA].map((companyId) => notificationsOf(tokens.owner, companyId, 1, ALL)),
    );
    const ids = lists.map((list) => list.map((notification) => notification.id));
    expect(ids.every((list) => list.length > 0)).toBe(true);
    expect(new Set(ids.flat()).size).toBe(ids.flat().length);
  });

  it("refuses another user's list and a company the caller is not in", async () => {
    await problemOf(await call(`/api/Notifications/company/${ACME}/user/1/${ALL}`, { token: tokens.admin }), 403);
    await problemOf(await call(`/api/Notifications/company/${BETA}/user/2/${ALL}`, { token: tokens.admin }), 403);
  });
});

describe('markNotificationsRead', () => {
  it('marks the given notifications read, which clears them from the unread list', async () => {
    const before = await notificationsOf(tokens.owner, ACME, 1, UNREAD);
    const chosen = before.slice(0, 3).map((notification) => notification.id);
    expectNoContent(
      await markRead(
        tokens.owner,
        chosen.map((id) => [ACME, 1, id]),
      ),
    );
    const after = await notificationsOf(tokens.owner, ACME, 1, UNREAD);
    expect(after.length).toBe(before.length - 3);
    expect(after.some((notification) => chosen.includes(notification.id))).toBe(false);
    const all = await notificationsOf(tokens.owner, ACME, 1, ALL);
    expect(
      all.filter((notification) => chosen.includes(notification.id)).every((notification) => notification.isRead),
    ).toBe(true);
  });

  it("refuses the whole request when any triple is not the caller's own", async () => {
    const [mine] = await notificationsOf(tokens.owner, ACME, 1, UNREAD);
    const [theirs] = await notificationsOf(tokens.admin, ACME, 2, UNREAD);
    if (!mine || !theirs) throw new Error('Seed has no unread notifications');
    await problemOf(
      await markRead(tokens.owner, [
        [ACME, 1, mine.id],
        [ACME, 2, theirs.id],
      ]),
      403,
    );
    await problemOf(await markRead(tokens.owner, [[ACME, 1, theirs.id]]), 403);
    await problemOf(await markRead(tokens.owner, [[GAMMA, 1, mine.id]]), 403);
    await problemOf(await markRead(tokens.owner, [[ACME, 1, 9_999]]), 404);
    expect((await notificationsOf(tokens.owner, ACME, 1, UNREAD)).map((notification) => notification.id)).toContain(
      mine.id,
    );
    expect((await notificationsOf(tokens.admin, ACME, 2, UNREAD)).map((notification) => notification.id)).toContain(
      theirs.id,
    );
  });
});

describe('notification preferences', () => {
  it('lists every type with a name, a description and the user’s status', async () => {
    const preferences = await preferencesOf(tokens.user, ACME, 3);
    expect(preferences.length).toBeGreaterThanOrEqual(5);
    expect(preferences.length).toBeLessThanOrEqual(8);
    expect(preferences.every((preference) => preference.name !== '' && preference.description !== '')).toBe(true);
  });

  it('persists opt-out and opt-in per user and company', async () => {
    const [first] = await preferencesOf(tokens.owner, BETA, 1);
    if (!first) throw new Error('No preference types');
    const acmeBefore = await preferencesOf(tokens.owner, ACME, 1);
    const statusOf = async (companyId: number) =>
      (await preferencesOf(tokens.owner, companyId, 1)).find((preference) => preference.id === first.id)?.status;
    const body = { companyId: BETA, userId: 1, notificationTypeId: first.id };

    expectNoContent(await change(tokens.owner, 'optout', body));
    expect(await statusOf(BETA)).toBe(false);
    expectNoContent(await change(tokens.owner, 'optin', body));
    expect(await statusOf(BETA)).toBe(true);
    expectNoContent(await change(tokens.owner, 'optout', body));
    expect(await statusOf(BETA)).toBe(false);
    expect(await preferencesOf(tokens.owner, ACME, 1)).toEqual(acmeBefore);
  });

  it('starts from each type’s default and saves a first choice for a user who never chose', async () => {
    const member = db.companyUser
      .findMany({ where: { companyId: { equals: ACME }, isActive: { equals: true } } })
      .find((membership) => membership.userId > 100);
    if (!member) throw new Error('No active staff in Acme');
    const token = await issueApiToken(member.userId, `${DEMO_ORIGIN}/oidc`);
    const defaults = db.notificationType.getAll().map((type) => type.defaultStatus);
    const before = await preferencesOf(token, ACME, member.userId);
    expect(before.map((preference) => preference.status)).toEqual(defaults);

    const [type] = before;
    if (!type) throw new Error('No preference types');
    const body = { companyId: ACME, userId: member.userId, notificationTypeId: type.id };
    expectNoContent(await change(token, type.status ? 'optout' : 'optin', body));
    expect((await preferencesOf(token, ACME, member.userId))[0]?.status).toBe(!type.status);
  });

  it("refuses someone else's preferences and answers 404 for an unknown type", async () => {
    await problemOf(
      await call('/api/Notifications/preferences', { token: tokens.user, query: { companyId: ACME, userId: 1 } }),
      403,
    );
    await problemOf(await change(tokens.user, 'optin', { companyId: ACME, userId: 1, notificationTypeId: 1 }), 403);
    await problemOf(await change(tokens.user, 'optout', { companyId: GAMMA, userId: 3, notificationTypeId: 1 }), 403);
    await problemOf(await change(tokens.user, 'optin', { companyId: ACME, userId: 3, notificationTypeId: 999 }), 404);
  });
});
