import type { HttpHandler } from 'msw';

export const abiHandlers: HttpHandler[] = [];
