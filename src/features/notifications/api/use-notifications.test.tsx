import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import {
  MarkNotificationsReadBody,
  markNotificationsReadBodyReadNotificationsMax,
} from '@/generated/zod/notifications/notifications.zod';
import { useNotificationReading } from './use-notifications';

/**
 * Marking read in calls the contract accepts: PUT /api/Notifications/read takes at most `maxItems` triples
 * (the seed holds far fewer notifications, so the test answers the call itself and checks what was sent).
 */
const READ = '/api/Notifications/read';

const { server, callsTo } = recordedDemoBackend();

function MarkRead({ ids }: { ids: readonly number[] }) {
  const { markRead } = useNotificationReading();
  return (
    <button type="button" onClick={() => markRead(ids)}>
      Mark read
    </button>
  );
}

describe('useNotificationReading', () => {
  it("sends more notifications than the contract's maxItems in calls of at most maxItems, in order", async () => {
    server.use(http.put(`*${READ}`, () => new HttpResponse(null, { status: 204 })));
    const max = markNotificationsReadBodyReadNotificationsMax;
    const ids = Array.from({ length: max + 1 }, (_, index) => index + 1);
    const { user } = await renderApp(<MarkRead ids={ids} />);
    await user.click(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(callsTo(READ)).toHaveLength(2));
    const sent = await Promise.all(callsTo(READ).map(async (call) => MarkNotificationsReadBody.parse(await call.sent)));
    expect(sent.map((body) => body.readNotifications.length)).toEqual([max, 1]);
    expect(sent.flatMap((body) => body.readNotifications.map((triple) => triple[2]))).toEqual(ids);
  });
});
