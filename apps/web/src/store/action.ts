import type { Action, UnknownAction } from 'redux';

/** An action with a payload (`undefined` for the ones that carry none). */
export interface PayloadAction<P> extends Action<string> {
  payload: P;
  [extraProps: string]: unknown;
}

/** Makes the action, and tells it apart from any other (`match`), as Redux Toolkit's `createAction` does. */
export interface ActionCreator<P> {
  (...payload: P extends undefined ? [] : [payload: P]): PayloadAction<P>;
  type: string;
  match(action: UnknownAction): action is PayloadAction<P>;
}

/**
 * A typed action creator on plain Redux: the slices need no more of Redux Toolkit, whose
 * `configureStore` and `createAction` cost the first screen's script 1.2 kB gzip (docs/decisions.md).
 */
export function createAction<P = undefined>(type: string): ActionCreator<P> {
  const create = (...payload: unknown[]) => ({ type, payload: payload[0] }) as PayloadAction<P>;
  return Object.assign(create, {
    type,
    match: (action: UnknownAction): action is PayloadAction<P> => action.type === type,
  }) as ActionCreator<P>;
}
