import { useMutation, type MutationMeta } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { useRef, useState } from 'react';
import { saveFile } from '@/lib/download';

/**
 * The request options of an export, for the generated call: a download (the API client's idle timeout in
 * place of the total one, src/lib/api-client.ts) whose progress the helper shows.
 */
export interface ExportRequestOptions {
  download: true;
  onDownloadProgress: (event: AxiosProgressEvent) => void;
}

/** What one export download needs: how to fetch the file (reporting progress), and how to name it. */
export interface ReportExport<Input> {
  /** The generated query key of the call, so the query client can tell its mutations apart. */
  mutationKey: readonly unknown[];
  /** Fetches the file, passing `options` to the generated call (its request options). */
  fetch: (input: Input, options: ExportRequestOptions) => Promise<Blob | string>;
  /** The name the file is saved under. */
  fileName: (input: Input) => string;
  /** MIME type for a text answer (CSV by default). */
  type?: string;
  /** The query client's `meta`: the error toast of the spec's catalogue. */
  meta?: MutationMeta;
}

export interface ReportExportState<Input> {
  /** Starts the download; a second call while one runs does nothing (a double click downloads once). */
  start: (input: Input) => void;
  pending: boolean;
  /** Percent downloaded when the server says how big the file is; null before or when unknown. */
  percent: number | null;
}

/**
 * THE export helper of the report screens: one request per click, progress for long downloads, the file
 * saved under its name, failures through the query client's catalogue toast.
 */
export function useReportExport<Input = void>(spec: ReportExport<Input>): ReportExportState<Input> {
  const [percent, setPercent] = useState<number | null>(null);
  // The mutation's pending flag reaches the button a render later; the ref stops a second click at once.
  const busy = useRef(false);
  const mutation = useMutation({
    mutationKey: spec.mutationKey,
    mutationFn: (input: Input) =>
      spec.fetch(input, {
        download: true,
        onDownloadProgress: (event) => setPercent(event.total ? Math.round((event.loaded / event.total) * 100) : null),
      }),
    meta: spec.meta,
  });
  const start = (input: Input) => {
    if (busy.current) return;
    busy.current = true;
    setPercent(null);
    mutation.mutate(input, {
      onSuccess: (content) => saveFile(content, spec.fileName(input), spec.type),
      onSettled: () => {
        busy.current = false;
        setPercent(null);
      },
    });
  };
  return { start, pending: mutation.isPending, percent };
}
