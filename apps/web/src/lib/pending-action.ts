import { peekRedirect, rememberRedirect, takeRedirect } from './session';

/** What a signed-out visitor asked for on a course page, finished once they have signed in. */
export type PendingActionKind = 'wishlist' | 'cart' | 'buy' | 'enrol';

export interface PendingAction {
  kind: PendingActionKind;
  courseId: string;
  courseTitle: string;
  /** Where sign-in returns to: the course page, or checkout for "Buy now". */
  returnTo: string;
  savedAt: number;
}

const PENDING_ACTION_KEY = 'pending-action';
/** A wish made longer ago than this is no longer what the visitor is doing. */
const PENDING_ACTION_TTL_MS = 30 * 60 * 1000;
const KINDS: readonly string[] = ['wishlist', 'cart', 'buy', 'enrol'] satisfies PendingActionKind[];

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function isPendingAction(value: unknown): value is PendingAction {
  if (typeof value !== 'object' || value === null) return false;
  const action = value as Record<string, unknown>;
  return (
    typeof action.kind === 'string' &&
    KINDS.includes(action.kind) &&
    typeof action.courseId === 'string' &&
    typeof action.courseTitle === 'string' &&
    typeof action.returnTo === 'string' &&
    typeof action.savedAt === 'number'
  );
}

function read(): PendingAction | undefined {
  const raw = storage()?.getItem(PENDING_ACTION_KEY);
  if (!raw) return undefined;
  try {
    const action: unknown = JSON.parse(raw);
    if (isPendingAction(action) && Date.now() - action.savedAt < PENDING_ACTION_TTL_MS) return action;
  } catch {
    // Not ours, or damaged: forgotten below.
  }
  clearPendingAction();
  return undefined;
}

/** Keeps the wish and where sign-in should return to, before sending the visitor to sign in. */
export function rememberPendingAction(action: Omit<PendingAction, 'savedAt'>): void {
  rememberRedirect(action.returnTo);
  storage()?.setItem(PENDING_ACTION_KEY, JSON.stringify({ ...action, savedAt: Date.now() }));
}

/**
 * The wish the sign-in and sign-up pages explain: only while sign-in still returns where it was made
 * (a protected page visited since has replaced that destination and its reason).
 */
export function peekPendingAction(): PendingAction | undefined {
  const action = read();
  return action && peekRedirect() === action.returnTo ? action : undefined;
}

/** The wish made on this course's page, forgotten as it is handed over (it is done once). */
export function takePendingAction(courseId: string): PendingAction | undefined {
  const action = read();
  if (!action || action.courseId !== courseId || action.kind === 'buy') return undefined;
  clearPendingAction();
  return action;
}

export function clearPendingAction(): void {
  storage()?.removeItem(PENDING_ACTION_KEY);
}

/**
 * Where a fresh session goes next (the remembered page, else home). A wish stays only when that page
 * is where it finishes: "Buy now" is finished by arriving at checkout itself, and a wish whose page
 * was replaced by another destination is dropped rather than done later by surprise.
 */
export function takeNextPage(): string {
  const next = takeRedirect();
  const action = read();
  if (action && (action.kind === 'buy' || action.returnTo !== next)) clearPendingAction();
  return next ?? '/';
}
