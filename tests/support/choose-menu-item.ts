import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

let moves = 0;

/**
 * Chooses a menu item as a mouse does: onto it, then a click. The menu selects the item it has highlighted,
 * and it follows a pointer's highlight only after seeing it move (its focus on opening counts as a virtual
 * interaction); jsdom lays nothing out, so each move is given a point of its own. The click waits for the
 * highlight: on a loaded machine a click that came first selected nothing (a CI run's Retry did nothing).
 */
export async function chooseMenuItem(user: UserEvent, element: HTMLElement): Promise<void> {
  moves += 1;
  await user.pointer({ target: element, coords: { clientX: moves, clientY: moves } });
  await waitFor(() => expect(element).toHaveAttribute('data-highlighted'));
  await user.click(element);
}
