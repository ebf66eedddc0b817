import type { HttpHandler } from 'msw';

export const usersHandlers: HttpHandler[] = [];
