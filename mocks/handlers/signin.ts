import { HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db';
import { forbidden } from '../lib/account-access';
import { route } from '../lib/route';

/** Where the legacy site's stand-in signs a user in (served by the demo backend on the app's origin). */
export const LEGACY_QUICK_LOGIN_PATH = '/legacy/qlogin';

export const signinHandlers: HttpHandler[] = [
  route('createQuickLogin', ({ request, body }) => {
    const link = new URL(LEGACY_QUICK_LOGIN_PATH, request.url);
    link.searchParams.set('returnUrl', body.ReturnUrl);
    link.searchParams.set('companyId', String(body.CompanyId));
    link.searchParams.set('embedded', String(body.IsEmbedded));
    return HttpResponse.json({ link: link.href });
  }),

  route('logUserActivity', ({ request, body, user }) => {
    if (body.UserId !== user.userId) return forbidden(request, 'Users may record only their own activity.');
    db.userActivity.create({
      id: db.userActivity.getAll().reduce((highest, activity) => Math.max(highest, activity.id), 0) + 1,
      userId: body.UserId,
      companyId: body.CompanyId,
      userActivityTypeId: body.UserActivityTypeId,
      key: body.Key ?? null,
      value: body.Value ?? null,
      createdAt: new Date().toISOString(),
    });
    return new HttpResponse(null, { status: 204 });
  }),
];
