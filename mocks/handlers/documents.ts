import type { HttpHandler } from 'msw';

export const documentsHandlers: HttpHandler[] = [];
