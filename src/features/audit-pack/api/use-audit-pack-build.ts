import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listingExceptionsCsv } from '@/lib/compliance/listing-exceptions';
import { apiErrorStatus, apiFailureKind, isSessionEnding } from '@/lib/api-errors';
import { saveFile } from '@/lib/download';
import { formattersFor } from '@/lib/format';
import { serverNow } from '@/lib/server-clock';
import { useSession } from '@/lib/session/session-provider';
import { engagementTexts } from '../utils/engagement-csv';
import type { EntryStatus } from '../utils/pack-index';
import { PACK_ITEMS, type PackLayout } from '../utils/pack-layout';
import { packAccess } from '../utils/pack-sections';
import { ZIP_TYPE } from '../worker/pack-writer';
import type { DocumentFailure, IsoRange } from './audit-pack-sources';
import {
  buildAuditPack,
  NothingBuiltError,
  type BuildRequest,
  type PackProgress,
  type PackWords,
} from './build-audit-pack';

export type BuildState =
  | { status: 'idle' }
  | { status: 'building'; progress: PackProgress }
  | { status: 'done'; fileName: string; counts: Record<EntryStatus, number> }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

/** How to lay the pack out, and the server's today for the listing check (a pack by item). */
export interface BuildOptions {
  layout?: PackLayout;
  today?: string;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const AUDIT_PACK_KEY = ['audit-pack'] as const;

/**
 * The catalogue message of a whole-pack failure: every call failed (NothingBuiltError) or the worker
 * stopped. 'Unable to authenticate user' when the portal refused the session, else the generic one.
 */
function failureKey(error: unknown): 'errors.unauthenticated' | 'errors.failed' {
  return !(error instanceof NothingBuiltError) && apiFailureKind(error) === 'unauthorized'
    ? 'errors.unauthenticated'
    : 'errors.failed';
}

/**
 * One audit pack build at a time: start, progress, Cancel (aborts the fetches and terminates the worker;
 * nothing is downloaded), and the download when it is done. Leaving the page cancels a build under way.
 */
export function useAuditPackBuild() {
  const { t, i18n } = useTranslation('audit-pack');
  const { t: listingT } = useTranslation('listing-monitor');
  const { t: itemT } = useTranslation('audit-readiness');
  const { company, user } = useSession();
  const [state, setState] = useState<BuildState>({ status: 'idle' });
  // The state reaches the button a render later: a second click in between must not start a second build.
  const running = useRef<AbortController | null>(null);
  const lastRange = useRef<{ range: IsoRange; options: BuildOptions } | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const words = useCallback(
    (range: IsoRange): PackWords => {
      const formatters = formattersFor(i18n.language);
      const kindText = (error: unknown) => {
        const kind = apiFailureKind(error);
        const status = apiErrorStatus(error);
        return kind === 'unknown' && status ? t('reasons.kinds.status', { status }) : t(`reasons.kinds.${kind}`);
      };
      const builtAt = serverNow();
      return {
        reasons: {
          esdsNotEntitled: t('reasons.esdsNotEntitled'),
          outreachNotEntitled: t('reasons.outreachNotEntitled'),
          outreachNoAccount: t('reasons.outreachNoAccount'),
          noItemFiles: t('reasons.noItemFiles'),
          callFailed: (error) => t('reasons.callFailed', { kind: kindText(error) }),
          documentFailed: (failure: DocumentFailure) => {
            const kind = failure.status
              ? t('reasons.kinds.status', { status: failure.status })
              : t('reasons.kinds.network');
            return t(failure.step === 'address' ? 'reasons.addressFailed' : 'reasons.downloadFailed', { kind });
          },
        },
        engagement: engagementTexts(t),
        listingExceptionsCsv: (exceptions) => listingExceptionsCsv(exceptions, listingT),
        index: (counts) => ({
          language: i18n.language,
          title: t('index.title'),
          details: [
            { label: t('index.company'), value: company ? `${company.name} (${company.id})` : '' },
            {
              label: t('index.range'),
              value: t('index.rangeValue', formatters.dateRange(range)),
            },
            { label: t('index.builtAt'), value: formatters.dateTime(builtAt) },
            ...(user ? [{ label: t('index.builtBy'), value: `${user.fullName} <${user.email}>` }] : []),
          ],
          summary: t('index.summary', {
            ok: formatters.number(counts.ok),
            failed: formatters.number(counts.failed),
            notIncluded: formatters.number(counts['not-included']),
          }),
          caption: t('index.caption'),
          note: t('index.note'),
          columns: {
            file: t('index.columns.file'),
            source: t('index.columns.source'),
            date: t('index.columns.date'),
            jobId: t('index.columns.jobId'),
            sha256: t('index.columns.sha256'),
            status: t('index.columns.status'),
            reason: t('index.columns.reason'),
            item: t('index.columns.item'),
          },
          itemName: (id) => {
            const item = PACK_ITEMS.find((candidate) => candidate.id === id);
            return item ? itemT(item.label) : id;
          },
          statuses: {
            ok: t('index.statuses.ok'),
            failed: t('index.statuses.failed'),
            'not-included': t('index.statuses.not-included'),
          },
          formatDay: (day) => formatters.date(day),
        }),
      };
    },
    [t, listingT, itemT, i18n.language, company, user],
  );

  const pack = useMutation({
    mutationKey: AUDIT_PACK_KEY,
    // A cancelled build is no failure: it ends with nothing (no toast, no log).
    mutationFn: (request: BuildRequest) =>
      buildAuditPack(request).catch((error: unknown) => {
        if (request.signal.aborted || isAbort(error)) return null;
        throw error;
      }),
    meta: { errorToast: (error: unknown) => `audit-pack:${failureKey(error)}` },
  });
  const { mutateAsync } = pack;

  const start = useCallback(
    (range: IsoRange, options: BuildOptions = {}) => {
      if (running.current || !company) return;
      lastRange.current = { range, options };
      const controller = new AbortController();
      running.current = controller;
      // A build that was cancelled (or replaced) never touches the state again.
      const current = () => running.current === controller;
      let frame: number | null = null;
      let latestProgress: PackProgress | null = null;
      setState({ status: 'building', progress: { phase: 'listing', done: 0, total: 0 } });
      mutateAsync({
        companyId: company.id,
        access: packAccess(company),
        range,
        words: words(range),
        ...options,
        signal: controller.signal,
        onProgress: (progress) => {
          // At most one render per frame, however fast the files arrive.
          latestProgress = progress;
          frame ??= requestAnimationFrame(() => {
            frame = null;
            if (current() && latestProgress) setState({ status: 'building', progress: latestProgress });
          });
        },
      })
        .then(
          (built) => {
            if (frame !== null) cancelAnimationFrame(frame);
            if (!current() || !built) return;
            saveFile(built.blob, built.fileName, ZIP_TYPE);
            setState({ status: 'done', fileName: built.fileName, counts: built.counts });
          },
          (error: unknown) => {
            if (frame !== null) cancelAnimationFrame(frame);
            if (!current() || isSessionEnding(error)) return;
            // The query client has toasted the same message (the mutation's meta).
            setState({ status: 'error', message: t(failureKey(error)) });
          },
        )
        .finally(() => {
          if (current()) running.current = null;
        });
    },
    [company, words, t, mutateAsync],
  );

  const cancel = useCallback(() => {
    const controller = running.current;
    if (!controller) return;
    running.current = null;
    controller.abort();
    setState({ status: 'cancelled' });
  }, []);

  const retry = useCallback(() => {
    if (lastRange.current) start(lastRange.current.range, lastRange.current.options);
  }, [start]);

  return { state, start, cancel, retry };
}
