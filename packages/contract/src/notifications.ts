import { type Static, Type } from '@sinclair/typebox';
import { Envelope, Id, PageQuery } from './common.js';

/** Notifications (issue 24, item 5): what happened for a user, listed under the bell and streamed live. */

export const notificationKinds = [
  'certificate_issued',
  'refund_decided',
  'gift_received',
  'announcement',
  'discussion_reply',
  'discussion_answer',
] as const;
export const NotificationKind = Type.Union(notificationKinds.map((kind) => Type.Literal(kind)));
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * What each kind's text needs, by kind: the text is composed where it is shown (the bell, the page,
 * the digest mail) from these, so it follows the reader's wording rather than the writer's.
 */
export interface NotificationDataByKind {
  certificate_issued: { courseTitle: string; number: string };
  refund_decided: { courseTitle: string; outcome: 'refunded' | 'declined'; note: string | null };
  gift_received: { courseTitle: string; from: string };
  announcement: { courseTitle: string; title: string };
  discussion_reply: { courseTitle: string; threadTitle: string; author: string };
  discussion_answer: { courseTitle: string; threadTitle: string; author: string };
}

/** A notification as written: its kind, that kind's data, and the web path it leads to. */
export type NotificationInput = {
  [K in NotificationKind]: { userId: string; kind: K; data: NotificationDataByKind[K]; link: string };
}[NotificationKind];

export const Notification = Type.Object({
  id: Type.String(),
  kind: NotificationKind,
  /** The kind's fields (see `NotificationDataByKind`); strings only, never markup. */
  data: Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()])),
  /** What to show, composed by the server from `kind` and `data` (English). */
  text: Type.String(),
  /** A path of the web app (`/certificates/…`), never an outside address. */
  link: Type.String(),
  createdAt: Type.String(),
  readAt: Type.Union([Type.String(), Type.Null()]),
});
export type Notification = Static<typeof Notification>;

const quote = (text: string | null | undefined) => `“${text ?? ''}”`;

/** A notification's one-line text, from its kind and data (the API sends it; the digest mails it). */
export function notificationText(kind: NotificationKind, data: Record<string, string | null>): string {
  switch (kind) {
    case 'certificate_issued':
      return `Your certificate for ${quote(data.courseTitle)} is ready.`;
    case 'refund_decided':
      return data.outcome === 'declined'
        ? `Your refund request for ${quote(data.courseTitle)} was declined.`
        : `Your purchase of ${quote(data.courseTitle)} was refunded.`;
    case 'gift_received':
      return `${data.from || 'Someone'} gave you ${quote(data.courseTitle)}: your code is in your email.`;
    case 'announcement':
      return `New announcement in ${quote(data.courseTitle)}: ${data.title ?? ''}`;
    case 'discussion_reply':
      return `${data.author || 'Someone'} replied to ${quote(data.threadTitle)}.`;
    case 'discussion_answer':
      return `${data.author || 'Someone'} answered ${quote(data.threadTitle)}.`;
  }
}

/** `GET notification/list`: newest first; `unread=true` lists only the unread ones. */
export const NotificationListQuery = Type.Object(
  { ...PageQuery, unread: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type NotificationListQuery = Static<typeof NotificationListQuery>;

export const NotificationPage = Type.Object({
  items: Type.Array(Notification),
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  /** How many of the user's notifications are unread (whatever the filter). */
  unread: Type.Integer(),
});
export type NotificationPage = Static<typeof NotificationPage>;
export const NotificationListResponse = Envelope(NotificationPage);

/** How many ids one `notification/read` may name. */
export const notificationLimits = { readIdsMax: 100 } as const;

/** `POST notification/read`: some of the caller's notifications by id, or all of them. */
export const MarkNotificationsReadBody = Type.Union([
  Type.Object(
    { ids: Type.Array(Id, { minItems: 1, maxItems: notificationLimits.readIdsMax }) },
    { additionalProperties: false },
  ),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
]);
export type MarkNotificationsReadBody = Static<typeof MarkNotificationsReadBody>;
export const MarkNotificationsReadResponse = Envelope(
  Type.Object({
    /** How many changed from unread to read by this call. */
    marked: Type.Integer(),
    unread: Type.Integer(),
  }),
);

/** `POST notification/ticket` takes no fields: the token says whose stream it opens. */
export const NotificationTicketBody = Type.Object({}, { additionalProperties: false });

/** `POST notification/ticket`: a single-use ticket for `notification/stream?ticket=` (EventSource sends no headers). */
export const NotificationTicketResponse = Envelope(
  Type.Object({ ticket: Type.String(), expiresAt: Type.String() }),
);

export const NotificationStreamQuery = Type.Object(
  { ticket: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);

/** One `event: notification` of the stream: the new notification and the user's unread count after it. */
export const NotificationEvent = Type.Object({ notification: Notification, unread: Type.Integer() });
export type NotificationEvent = Static<typeof NotificationEvent>;

/** The user's notification settings: `digest` mails, once a day, what stayed unread for a day. */
export const NotificationSettings = Type.Object({ digest: Type.Boolean() }, { additionalProperties: false });
export type NotificationSettings = Static<typeof NotificationSettings>;
export const NotificationSettingsResponse = Envelope(NotificationSettings);
