import { writeXlsxBlob, type XlsxSheet } from './xlsx';

/** Writes one .xlsx off the page's main thread (src/lib/xlsx.ts toXlsxBlob). */
self.addEventListener('message', (event: MessageEvent<XlsxSheet>) => {
  writeXlsxBlob(event.data).then(
    (blob) => self.postMessage({ blob }),
    (error: unknown) => self.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
