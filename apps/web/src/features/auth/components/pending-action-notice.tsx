import { Alert } from '@mantine/core';
import { useState } from 'react';
import { type PendingAction, peekPendingAction } from '../../../lib/pending-action';

interface PendingActionNoticeProps {
  /** What this page does: "Sign in" or "Create an account". */
  verb: string;
}

function explain(verb: string, { kind, courseTitle }: PendingAction): string {
  const course = `“${courseTitle}”`;
  switch (kind) {
    case 'wishlist':
      return `${verb} to save ${course} to your wishlist: we add it as soon as you are signed in.`;
    case 'cart':
      return `${verb} to add ${course} to your cart: we add it as soon as you are signed in.`;
    case 'buy':
      return `${verb} to buy ${course}: checkout opens as soon as you are signed in.`;
    case 'enrol':
      return `${verb} to enrol in ${course} for free: we enrol you as soon as you are signed in.`;
  }
}

/** Why a signed-out visitor's click on a course page brought them here, and what happens next. */
export function PendingActionNotice({ verb }: PendingActionNoticeProps) {
  // Read once: the wish is kept in session storage, which does not change while this page is open.
  const [action] = useState(peekPendingAction);
  if (!action) return null;
  return (
    <Alert variant="light" color="blue" role="note" aria-label="Why sign in">
      {explain(verb, action)}
    </Alert>
  );
}
