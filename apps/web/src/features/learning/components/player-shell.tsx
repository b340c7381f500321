import { useLingui } from '@lingui/react';
import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import classes from './player.module.css';

/** Below this width the outline folds away behind a "Course content" button (the app's breakpoint). */
export const NARROW_PLAYER_QUERY = '(max-width: 991px)';

interface PlayerShellProps {
  outline: ReactNode;
  /** The chapter on screen: opening another one folds the outline away again on narrow screens. */
  chapterId: string;
  children: ReactNode;
}

/**
 * The player's two columns: the outline beside the chapter on wide screens; on narrow ones a toggle
 * above the chapter opens the outline (closed at first, so the lesson comes first on a phone).
 */
export function PlayerShell({ outline, chapterId, children }: PlayerShellProps) {
  const { _ } = useLingui();
  const outlineId = useId();
  const contentId = useId();
  const isNarrow = useMediaQuery(NARROW_PLAYER_QUERY, undefined, { getInitialValueInEffect: false });
  // Open for one chapter only: following a link in the outline folds it away again.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const isOutlineOpen = openFor === chapterId;
  const outlineBox = useRef<HTMLDivElement>(null);

  // A long outline scrolls on its own beside the chapter: bring the open chapter into its view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another chapter opens, not on every save.
  useEffect(() => {
    const box = outlineBox.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current || box.scrollHeight <= box.clientHeight) return;
    const top = current.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + current.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = top - box.clientHeight / 3;
    }
  }, [chapterId]);

  return (
    <div className={classes.player}>
      <aside className={classes.sidebar} aria-label={_('learning.outline.region')}>
        {/* The outline comes first and is long: keyboard users can jump past it. */}
        <a
          href={`#${contentId}`}
          className={classes.skipLink}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(contentId)?.focus();
          }}
        >
          {_('learning.outline.skip')}
        </a>
        {isNarrow ? (
          <Button
            variant="default"
            fullWidth
            justify="space-between"
            aria-expanded={isOutlineOpen}
            aria-controls={outlineId}
            onClick={() => setOpenFor(isOutlineOpen ? null : chapterId)}
            rightSection={<span aria-hidden="true">{isOutlineOpen ? '▴' : '▾'}</span>}
          >
            {_('learning.outline.title')}
          </Button>
        ) : null}
        <div
          id={outlineId}
          ref={outlineBox}
          hidden={isNarrow && !isOutlineOpen}
          className={classes.sidebarBody}
        >
          {/* Folded away, it is not rendered at all: a long outline is most of a phone's first render. */}
          {isNarrow && !isOutlineOpen ? null : outline}
        </div>
      </aside>
      <div id={contentId} tabIndex={-1} className={classes.content}>
        {children}
      </div>
    </div>
  );
}
