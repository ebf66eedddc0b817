import type { HttpHandler } from 'msw';

export const signinHandlers: HttpHandler[] = [];
