import { Fragment, type ReactNode } from 'react';

// A private-use character: no message or value holds it, so it marks where an element goes.
const MARK = '\uE000';
const SLOTS = new RegExp(`${MARK}(\\w+)${MARK}`);

/** A placeholder's value that `richMessage` later swaps for an element: `{ code: slot('code') }`. */
export const slot = (name: string): string => `${MARK}${name}${MARK}`;

/**
 * A translated message with elements (bold, struck through) where its slots came out, so a sentence is
 * one message whatever order its language puts the parts in: the message is translated with
 * `{ code: slot('code') }` among its values, then `richMessage(text, { code: <strong>{code}</strong> })`.
 * Each slot appears once in a message, so its name is its key.
 */
export function richMessage(message: string, elements: Record<string, ReactNode>): ReactNode {
  return message
    .split(SLOTS)
    .map((part, index) => (index % 2 === 0 ? part : <Fragment key={part}>{elements[part]}</Fragment>));
}
