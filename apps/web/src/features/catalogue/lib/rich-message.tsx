import { Fragment, type ReactNode } from 'react';

/** What each numbered tag of a message wraps its words in: `<0>…</0>` → `components[0](…)`. */
export type RichComponents = Record<number, (children: string) => ReactNode>;

const TAG = /<(\d+)>(.*?)<\/\1>/g;

/**
 * A translated message with numbered tags ("Created by <0>{name}</0>") as React nodes: the words
 * around the tags stay text, each tag's words go through its component. One message per sentence, so
 * a language can place the emphasised part where its grammar wants it.
 */
export function richMessage(message: string, components: RichComponents): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, tag = '', inner = ''] = match;
    if (match.index > last) nodes.push(message.slice(last, match.index));
    const render = components[Number(tag)];
    nodes.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < message.length) nodes.push(message.slice(last));
  return nodes;
}
