import { beforeEach, describe, expect, it } from 'vitest';
import { CreateQuickLoginResponse } from '../../src/generated/zod/index.zod';
import {
  ACME,
  BETA,
  call,
  DEMO_ORIGIN,
  parsed,
  problemOf,
  useDemoBackend,
  useDemoTokens,
} from '../../tests/support/demo-api';
import { db } from '../db';
import { expectNoContent, reseedAccountArea } from '../lib/account-testing';
import type { RouteBody } from '../lib/route';

useDemoBackend();

const tokens = useDemoTokens();
beforeEach(() => reseedAccountArea());

const quickLogin = (token: string, body: RouteBody<'createQuickLogin'>) =>
  call('/api/QLogin', { method: 'POST', token, body });

const logActivity = (token: string, body: RouteBody<'logUserActivity'>) =>
  call('/api/UserActivities', { method: 'POST', token, body });

describe('createQuickLogin', () => {
  it('answers a legacy sign-in link on the request origin carrying the return page and frame mode', async () => {
    const returnUrl = '/Jobs/Manage?pagemode=15&usecircaats=true';
    const { link } = await parsed(
      await quickLogin(tokens.user, {
        IdToken: 'header.id-token.signature',
        ReturnUrl: returnUrl,
        CompanyId: ACME,
        IsEmbedded: true,
      }),
      CreateQuickLoginResponse,
    );
    const url = new URL(link);
    expect(url.origin).toBe(DEMO_ORIGIN);
    expect(url.pathname).toBe('/legacy/qlogin');
    expect(url.searchParams.get('returnUrl')).toBe(returnUrl);
    expect(url.searchParams.get('embedded')).toBe('true');
    expect(url.searchParams.get('companyId')).toBe(String(ACME));

    const standalone = await parsed(
      await quickLogin(tokens.user, {
        IdToken: 'header.id-token.signature',
        ReturnUrl: '/',
        CompanyId: ACME,
        IsEmbedded: false,
      }),
      CreateQuickLoginResponse,
    );
    expect(new URL(standalone.link).searchParams.get('embedded')).toBe('false');
  });

  it('refuses a company the caller is not in', async () => {
    await problemOf(
      await quickLogin(tokens.user, {
        IdToken: 'header.id-token.signature',
        ReturnUrl: '/',
        CompanyId: BETA,
        IsEmbedded: true,
      }),
      403,
    );
  });
});

describe('logUserActivity', () => {
  it('records the activity', async () => {
    const activity = { UserId: 3, CompanyId: ACME, UserActivityTypeId: 1, Key: 'ReturnUrl', Value: '/Jobs/Manage' };
    expectNoContent(await logActivity(tokens.user, activity));
    expectNoContent(await logActivity(tokens.user, { UserId: 3, CompanyId: ACME, UserActivityTypeId: 2 }));
    expect(db.userActivity.getAll()).toEqual([
      expect.objectContaining({
        userId: 3,
        companyId: ACME,
        userActivityTypeId: 1,
        key: 'ReturnUrl',
        value: '/Jobs/Manage',
      }),
      expect.objectContaining({ userId: 3, companyId: ACME, userActivityTypeId: 2, key: null, value: null }),
    ]);
  });

  it("refuses someone else's activity and a company the caller is not in", async () => {
    await problemOf(await logActivity(tokens.user, { UserId: 1, CompanyId: ACME, UserActivityTypeId: 1 }), 403);
    await problemOf(await logActivity(tokens.user, { UserId: 3, CompanyId: BETA, UserActivityTypeId: 1 }), 403);
    expect(db.userActivity.count()).toBe(0);
  });
});
