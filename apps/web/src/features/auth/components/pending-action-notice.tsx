import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { type PendingAction, peekPendingAction } from '../../../lib/pending-action';

/** Which page asks: sign-in ("Sign in to…") or sign-up ("Create an account to…"). */
type AuthPage = 'signIn' | 'signUp';

interface PendingActionNoticeProps {
  page: AuthPage;
}

function explain(_: I18n['_'], page: AuthPage, { kind, courseTitle }: PendingAction): string {
  const values = { page, course: courseTitle };
  switch (kind) {
    case 'wishlist':
      return _('auth.pending.wishlist', values);
    case 'cart':
      return _('auth.pending.cart', values);
    case 'buy':
      return _('auth.pending.buy', values);
    case 'enrol':
      return _('auth.pending.enrol', values);
  }
}

/** Why a signed-out visitor's click on a course page brought them here, and what happens next. */
export function PendingActionNotice({ page }: PendingActionNoticeProps) {
  const { _ } = useLingui();
  // Read once: the wish is kept in session storage, which does not change while this page is open.
  const [action] = useState(peekPendingAction);
  if (!action) return null;
  return (
    <Alert variant="light" color="blue" role="note" aria-label={_('auth.pending.label')}>
      {explain(_, page, action)}
    </Alert>
  );
}
