import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend, renameDemoAccount, reseed } from '@tests/support/demo-api';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { openOutreachChannel } from '@tests/support/outreach-channel';
import { renderApp } from '@tests/support/render-app';
import { loopbackAlias } from '@/config/frame-origins';
import { paths } from '@/config/paths';
import frames from '@/locales/en/frames.json';
import { ChangeCompanyDialog } from '../shell/change-company-dialog';
import OutreachPageRoute from './outreach-page';

/**
 * The framed routes over the demo backend, signed in as the owner of Acme Health (which has the legacy
 * and the outreach products): the legacy site's pages and the outreach app, and the messages between them.
 */
recordedDemoBackend();

/** The frame settings are empty: the legacy site and the outreach app are on the app's loopback alias. */
const ORIGIN = loopbackAlias(window.location.origin) ?? '';
const { acme, gamma } = demoCompanies;

function receive(data: unknown, source: Window | null) {
  fireEvent(window, new MessageEvent('message', { data, origin: ORIGIN, source }));
}

describe('a legacy route', () => {
  it('adds Post a Job’s query to a visit without it and frames the legacy page with it', async () => {
    const { router } = await renderApp(undefined, { url: paths.jobsNewJob.href() });
    const frame = await screen.findByTitle('Post a Job');
    expect(router.state.location.search).toBe('?pagemode=15&usecircaats=true');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${ORIGIN}/legacy/jobs/new-job?pagemode=15&usecircaats=true`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Post a Job$/);
  });

  it('follows the legacy page to another allow-listed page', async () => {
    const { router } = await renderApp(undefined, { url: paths.jobsActiveJobs.href() });
    const frame = await screen.findByTitle<HTMLIFrameElement>('Active Jobs');
    receive({ type: 'navigate', url: '/legacy/applicant-tracking/applicants?pagemode=3' }, frame.contentWindow);
    expect(await screen.findByTitle('Applicants')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `${paths.applicantTrackingApplicants.href()}?pagemode=1`,
    );
  });
});

describe('the outreach routes', () => {
  /** The owner's e-mail as the identity provider has it, in mixed case: user_info carries it as it is. */
  const MIXED_CASE = 'Owner@Demo.TEST';
  afterEach(() => reseed());

  /**
   * The outreach page, and the Change Company dialog the profile menu opens: in the portal the dialog is a
   * page of its own, which would take the frame off the screen; here the company changes under the frame.
   */
  function PageWithCompanySwitch() {
    const [changing, setChanging] = useState(false);
    return (
      <>
        <OutreachPageRoute />
        <button type="button" onClick={() => setChanging(true)}>
          Change Company
        </button>
        {changing && <ChangeCompanyDialog onClose={() => setChanging(false)} />}
      </>
    );
  }

  it('keep the frame when the route follows it, and send a company change to it', async () => {
    renameDemoAccount('owner@demo.test', MIXED_CASE);
    const { router, user, token } = await renderApp(<PageWithCompanySwitch />, {
      url: paths.outreachSearch.href(),
      account: MIXED_CASE,
    });
    const element = screen.getByTitle<HTMLIFrameElement>(frames.outreachTitle);
    expect(element).toHaveAttribute('src', `${ORIGIN}/outreach-app/search`);
    const own = element.contentWindow;
    if (!own) throw new Error('no frame window');
    const posted = vi.fn();
    vi.spyOn(own, 'postMessage').mockImplementation(posted);

    receive({ type: 'ready' }, own);
    const channel = openOutreachChannel(posted);
    await channel.settle();
    expect(channel.received).toEqual([
      { type: 'selected_company_change', company: { id: acme.id, name: acme.name } },
      { type: 'user_id', userId: '1' },
      { type: 'user_info', user: { id: 1, email: MIXED_CASE, fullName: 'Olivia Owner' } },
    ]);

    await channel.send({ type: 'url_change', url: '/lists/12' });
    expect(router.state.location.pathname).toBe(paths.outreachList.href({ id: 12 }));
    expect(screen.getByTitle(frames.outreachTitle)).toBe(element);
    expect(new URL(element.src).pathname).toBe('/outreach-app/search');

    channel.received.length = 0;
    await user.click(screen.getByRole('button', { name: 'Change Company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Company' });
    await user.selectOptions(within(dialog).getByLabelText('Company'), gamma.name);
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTitle(frames.outreachTitle)).toBe(element);
    await channel.settle();
    expect(channel.received).toEqual([
      { type: 'selected_company_change', company: { id: gamma.id, name: gamma.name } },
    ]);

    channel.port.postMessage({ type: 'access_token_request' });
    await vi.waitFor(() => expect(channel.received.at(-1)).toEqual({ type: 'access_token', accessToken: token }));
    expect(posted).toHaveBeenCalledOnce();
  });
});
