import type { Notification } from '@coursewise/contract';
import type { I18n } from '@lingui/core';

/**
 * A notification's line in the reader's language, composed from its kind and data (the API's `text`
 * is English, for other clients). A kind this app does not know yet shows the server's text.
 */
export function notificationLine(_: I18n['_'], { kind, data, text }: Notification): string {
  const course = data.courseTitle ?? '';
  const someone = _('shared.notifications.someone');
  switch (kind) {
    case 'certificate_issued':
      return _('shared.notifications.line.certificate', { course });
    case 'refund_decided':
      return data.outcome === 'declined'
        ? _('shared.notifications.line.refundDeclined', { course })
        : _('shared.notifications.line.refunded', { course });
    case 'gift_received':
      return _('shared.notifications.line.gift', { from: data.from || someone, course });
    case 'announcement':
      return _('shared.notifications.line.announcement', { course, title: data.title ?? '' });
    case 'discussion_reply':
      return _('shared.notifications.line.reply', {
        author: data.author || someone,
        thread: data.threadTitle ?? '',
      });
    case 'discussion_answer':
      return _('shared.notifications.line.answer', {
        author: data.author || someone,
        thread: data.threadTitle ?? '',
      });
    default:
      return text;
  }
}
