/** The bell's accessible name: "Notifications" alone, or with how many are unread; `_` is Lingui's. */
export function bellLabel(
  _: (id: string, values?: Record<string, unknown>) => string,
  unread: number,
): string {
  return unread > 0 ? _('shared.notifications.bellUnread', { unread }) : _('shared.notifications.title');
}

/** What the badge shows: the count, capped so it stays one small circle. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
