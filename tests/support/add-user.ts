import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fieldLabelled, replaceText } from './screen-support';

/**
 * Authorized Users' Add User for a new person: the page's button, the email and Next, then the names typed
 * in the second step (found by its lookup). Returns the dialog, its Add User not clicked yet.
 */
export async function fillAddUser(
  user: UserEvent,
  person: { email: string; firstName: string; lastName: string },
): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Add User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add User' });
  await replaceText(user, fieldLabelled('Email', dialog), person.email);
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.type(await within(dialog).findByLabelText(/^First Name/), person.firstName);
  await user.type(fieldLabelled('Last Name', dialog), person.lastName);
  return dialog;
}
