import type { HttpHandler } from 'msw';

export const notificationsHandlers: HttpHandler[] = [];
