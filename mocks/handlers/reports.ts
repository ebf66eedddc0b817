import type { HttpHandler } from 'msw';

export const reportsHandlers: HttpHandler[] = [];
