/** The bell's accessible name: "Notifications" alone, or with how many are unread. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** What the badge shows: the count, capped so it stays one small circle. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
