import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend, tokenFor } from '../../../../tests/support/demo-api';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { screenHarness, serverProblem } from '../../../../tests/support/screen-harness';
import { notifyError, snackbar, Toaster } from '@/components/ui/toaster';
import { toaster } from '@/components/ui/toaster-view';
import { configureApiClient } from '@/lib/api-client';
import { configureClipboard } from '@/lib/clipboard';
import { initI18n } from '@/lib/i18n';
import { CopyFeedUrlButton } from './copy-feed-url-button';
import { clickOn } from '../../../../tests/support/screen-dom';

/**
 * Copy URL to Integrate over the real demo handlers: the hashed id asked on click for the signed-in user
 * in the selected company, the feed URL written to the clipboard with the snackbar, the catalogue toast
 * of a failed call, and the copy-by-hand fallback of a browser without a clipboard.
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock(),
);

const LINK = '/api/CalendarEvents/calendar/link';
const COPIED = 'Text copied to clipboard!';

const { server, callsTo } = recordedDemoBackend();
const harness = screenHarness();
/** The clipboard notices as the app wires them (the real snackbar and error toast), spied on. */
const copied = vi.fn(snackbar);
const unavailable = vi.fn(notifyError);

beforeAll(async () => {
  const token = await tokenFor('owner@demo.test');
  configureApiClient({ getAccessToken: () => token });
  configureClipboard({ copied, unavailable });
  await initI18n(['en']);
});

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeEach(() => {
  copied.mockClear();
  unavailable.mockClear();
  writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  toaster.remove();
});

const show = () =>
  harness.show(
    <>
      <CopyFeedUrlButton />
      <Toaster />
    </>,
  );

const copyButton = () =>
  [...harness.container.querySelectorAll('button')].find((button) => button.textContent === 'Copy URL to Integrate');

const problem = () => serverProblem();

describe('CopyFeedUrlButton', () => {
  it("asks the hashed id on click, copies the feed URL and shows 'Text copied to clipboard!'", async () => {
    await show();
    expect(callsTo(LINK)).toEqual([]);

    await clickOn(copyButton());
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(callsTo(LINK).map((call) => call.query)).toEqual([
      { companyId: String(demoCompanies.acme.id), userId: '1' },
    ]);
    const { id } = (await callsTo(LINK)[0]!.body) as { id: string };
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    const url = writeText.mock.calls[0]![0];
    expect(url.endsWith(`/api/CalendarEvents/calendar?id=${id}`)).toBe(true);
    expect(new URL(url).searchParams.get('id')).toBe(id);

    expect(copied.mock.calls).toEqual([[COPIED]]);
    await vi.waitFor(() => expect(document.body.textContent).toContain(COPIED));
    expect(harness.toast).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(copyButton()?.disabled).toBe(false));
  });

  it('is busy while the id is asked for', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`*${LINK}`, async () => {
        await answered;
        return HttpResponse.json({ id: 'abcdefgh12' });
      }),
    );
    await show();
    await clickOn(copyButton());
    const busy = [...harness.container.querySelectorAll('button')].find(
      (button) => button.dataset['loading'] !== undefined,
    );
    expect(busy?.disabled).toBe(true);
    expect(busy?.textContent).toContain('Getting the URL…');
    expect(writeText).not.toHaveBeenCalled();

    await act(async () => answer());
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]![0].endsWith('/api/CalendarEvents/calendar?id=abcdefgh12')).toBe(true);
    await vi.waitFor(() => expect(copyButton()?.disabled).toBe(false));
  });

  it("a failed link call toasts 'Error occurred while trying to retrieve calendar id.' and copies nothing", async () => {
    server.use(http.get(`*${LINK}`, problem));
    await show();
    await clickOn(copyButton());
    await vi.waitFor(() =>
      expect(harness.toast).toHaveBeenCalledWith('Error occurred while trying to retrieve calendar id.'),
    );
    expect(harness.toast).toHaveBeenCalledTimes(1);
    expect(callsTo(LINK).length).toBeGreaterThan(0);
    expect(writeText).not.toHaveBeenCalled();
    expect(copied).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(copyButton()?.disabled).toBe(false));
  });

  it('without a clipboard it says so and shows the address, selected, to copy by hand', async () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    await show();
    await clickOn(copyButton());
    await vi.waitFor(() =>
      expect(unavailable.mock.calls).toEqual([
        ['Copying is not available in this browser. Select the text and copy it yourself.'],
      ]),
    );
    const { id } = (await callsTo(LINK)[0]!.body) as { id: string };
    const field = await vi.waitFor(() => {
      const found = harness.container.querySelector<HTMLInputElement>('[data-testid="feed-url-by-hand"]');
      if (!found) throw new Error('no field yet');
      return found;
    });
    expect(field.readOnly).toBe(true);
    expect(field.value.endsWith(`/api/CalendarEvents/calendar?id=${id}`)).toBe(true);
    expect(harness.container.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(
      'Copy this address into your calendar app:',
    );
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(copied).not.toHaveBeenCalled();
    expect(harness.toast).not.toHaveBeenCalled();
  });
});
