import { HttpResponse } from 'msw';

export interface FileResponseOptions {
  contentType: string;
  fileName: string;
  /** `inline` for documents the browser opens in a new window; downloads are attachments. */
  disposition?: 'attachment' | 'inline';
}

function isUnsafeInFileName(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f || '/\\:*?"<>|'.includes(char);
}

/**
 * A Content-Disposition value that survives any file name: characters no file system accepts (the
 * slashes of 'Job Performance 08/22/2026 - …', quotes, control characters) become '-', then an ASCII
 * fallback goes in `filename` and the exact name, percent-encoded, in `filename*` (RFC 6266).
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const safe = [...fileName].map((char) => (isUnsafeInFileName(char) ? '-' : char)).join('');
  const fallback = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The one response for every file the content area serves (CSV, PDF, PNG, iCalendar). */
export function fileResponse(body: string | Uint8Array, options: FileResponseOptions): Response {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  return HttpResponse.arrayBuffer(bytes.slice().buffer, {
    status: 200,
    headers: {
      'Content-Type': options.contentType,
      'Content-Disposition': contentDisposition(options.fileName, options.disposition),
      'Cache-Control': 'no-store',
    },
  });
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
