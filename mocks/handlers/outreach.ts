import type { HttpHandler } from 'msw';

export const outreachHandlers: HttpHandler[] = [];
