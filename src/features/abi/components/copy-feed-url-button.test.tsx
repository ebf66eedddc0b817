import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { spiedClipboard } from '@tests/support/clipboard';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { renderApp } from '@tests/support/render-app';
import { serverProblem } from '@tests/support/screen-support';
import { Toaster } from '@/components/ui/toaster';
import { CopyFeedUrlButton } from './copy-feed-url-button';

/**
 * Copy URL to Integrate over the real demo handlers: the hashed id asked on click for the signed-in user
 * in the selected company, the feed URL written to the clipboard with the snackbar, the catalogue toast
 * of a failed call, and the copy-by-hand fallback of a browser without a clipboard.
 */

const LINK = '/api/CalendarEvents/calendar/link';
const COPIED = 'Text copied to clipboard!';

const { server, callsTo } = recordedDemoBackend();
const { copied, unavailable, writeText, setClipboard } = spiedClipboard();

/**
 * The button and the app's toaster in the app's providers, with the test's spy as the browser's clipboard, or
 * none.
 */
async function show({ clipboard = true } = {}) {
  const app = await renderApp(
    <>
      <CopyFeedUrlButton />
      <Toaster />
    </>,
  );
  setClipboard(clipboard);
  return app;
}

const copyButton = () => screen.getByRole('button', { name: 'Copy URL to Integrate' });

const problem = () => serverProblem();

describe('CopyFeedUrlButton', () => {
  it("asks the hashed id on click, copies the feed URL and shows 'Text copied to clipboard!'", async () => {
    const { user, toasts } = await show();
    expect(callsTo(LINK)).toEqual([]);

    await user.click(copyButton());
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(callsTo(LINK).map((recorded) => recorded.query)).toEqual([
      { companyId: String(demoCompanies.acme.id), userId: '1' },
    ]);
    const { id } = (await callsTo(LINK)[0]!.body) as { id: string };
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    const url = writeText.mock.calls[0]![0];
    expect(url.endsWith(`/api/CalendarEvents/calendar?id=${id}`)).toBe(true);
    expect(new URL(url).searchParams.get('id')).toBe(id);

    expect(copied.mock.calls).toEqual([[COPIED]]);
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();
    await waitFor(() => expect(copyButton()).toBeEnabled());
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
    const { user } = await show();
    await user.click(copyButton());
    const busy = screen.getByRole('button', { name: /Getting the URL…/ });
    expect(busy).toHaveAttribute('data-loading');
    expect(busy).toBeDisabled();
    expect(writeText).not.toHaveBeenCalled();

    answer();
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]![0].endsWith('/api/CalendarEvents/calendar?id=abcdefgh12')).toBe(true);
    await waitFor(() => expect(copyButton()).toBeEnabled());
  });

  it("a failed link call toasts 'Error occurred while trying to retrieve calendar id.' and copies nothing", async () => {
    server.use(http.get(`*${LINK}`, problem));
    const { user, toasts } = await show();
    await user.click(copyButton());
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error occurred while trying to retrieve calendar id.'),
    );
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(callsTo(LINK).length).toBeGreaterThan(0);
    expect(writeText).not.toHaveBeenCalled();
    expect(copied).not.toHaveBeenCalled();
    await waitFor(() => expect(copyButton()).toBeEnabled());
  });

  it('without a clipboard it says so and shows the address, selected, to copy by hand', async () => {
    const { user, toasts } = await show({ clipboard: false });
    await user.click(copyButton());
    await waitFor(() =>
      expect(unavailable.mock.calls).toEqual([
        ['Copying is not available in this browser. Select the text and copy it yourself.'],
      ]),
    );
    const { id } = (await callsTo(LINK)[0]!.body) as { id: string };
    const field = await screen.findByLabelText<HTMLInputElement>('Copy this address into your calendar app:');
    expect(field).toHaveAttribute('readonly');
    expect(field.value.endsWith(`/api/CalendarEvents/calendar?id=${id}`)).toBe(true);
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(copied).not.toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
