import type { HttpHandler } from 'msw';

export const companiesHandlers: HttpHandler[] = [];
