/** Where the notification bell goes (notifications issue); empty until then. */
export function NotificationBellSlot() {
  return null;
}
