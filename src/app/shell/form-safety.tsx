import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { getSignInStatus } from '@/lib/auth/sign-in-status';
import { draftsSavedWithin, setDraftOwner } from '@/lib/browser-state/form-drafts';
import { useSession } from '@/lib/session/session-provider';
import { confirmDiscard, hasUnsavedChanges, setDiscardPrompt } from '@/lib/session/unsaved-changes';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import type { LeaveConfirmDialog } from './leave-confirm-dialog';

type LeaveConfirmDialogType = typeof LeaveConfirmDialog;

// The dialog stays out of the first load; it downloads after the first paint, so it is there when needed.
const loadLeaveConfirmDialog = () => import('./leave-confirm-dialog').then((module) => module.LeaveConfirmDialog);

interface Question {
  Dialog: LeaveConfirmDialogType;
  answer: (leave: boolean) => void;
}

/** A sign-in restart writes the open forms' drafts just before it leaves: nothing is lost, nothing to ask. */
const DRAFTS_JUST_SAVED_MS = 5_000;

/** Only leaving the page drops its forms; a new query string (a report's filters) keeps them. */
const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname;

/**
 * What keeps typed values safe while the shell is on screen: drafts belong to the signed-in person and
 * company (a layout effect, before any form's mount takes a draft); with unsaved changes, navigating,
 * Change Company and Log Out ask one confirm dialog, and closing the tab gets the browser's prompt.
 */
export function FormSafety() {
  const { user, company } = useSession();
  const userId = user?.id;
  const companyId = company?.id;
  useLayoutEffect(() => {
    setDraftOwner(userId !== undefined && companyId !== undefined ? { userId, companyId } : null);
  }, [userId, companyId]);

  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) void loadLeaveConfirmDialog().catch(() => undefined);
  }, [painted]);

  const { t } = useTranslation('common');
  const [question, setQuestion] = useState<Question | null>(null);
  const ask = useCallback(async () => {
    let Dialog: LeaveConfirmDialogType;
    try {
      Dialog = await loadLeaveConfirmDialog();
    } catch {
      // Its code never arrived (offline since the page loaded): the browser's own question, never none.
      return window.confirm(`${t('unsavedChanges.title')}\n${t('unsavedChanges.message')}`);
    }
    return new Promise<boolean>((resolve) => setQuestion({ Dialog, answer: resolve }));
  }, [t]);
  useEffect(() => setDiscardPrompt(ask), [ask]);

  const blocker = useBlocker(leavesPage);
  const blocked = blocker.state === 'blocked';
  const settle = useEffectEvent((leave: boolean) => {
    if (blocker.state !== 'blocked') return;
    if (leave) blocker.proceed();
    else blocker.reset();
  });
  useEffect(() => {
    if (blocked) void confirmDiscard().then(settle);
  }, [blocked]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Log out and sign-in leave on purpose (log out asked already; a restart kept the drafts).
      if (!hasUnsavedChanges() || getSignInStatus().kind !== 'idle' || draftsSavedWithin(DRAFTS_JUST_SAVED_MS)) {
        return;
      }
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  if (!question) return null;
  const { Dialog } = question;
  const answer = (leave: boolean) => {
    setQuestion(null);
    question.answer(leave);
  };
  return <Dialog onStay={() => answer(false)} onLeave={() => answer(true)} />;
}
