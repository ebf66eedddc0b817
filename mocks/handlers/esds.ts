import type { HttpHandler } from 'msw';

export const esdsHandlers: HttpHandler[] = [];
