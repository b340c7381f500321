import type { Level } from '@coursewise/contract';

/** The levels in English (the console's filters and older callers); `levelLabel` says them in the page's language. */
export const LEVEL_LABELS: Record<Level, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  all: 'All levels',
};

/** A level as the page's language says it; `_` is Lingui's (`useLingui()`). */
export function levelLabel(_: (id: string) => string, level: Level): string {
  switch (level) {
    case 'beginner':
      return _('level.beginner');
    case 'intermediate':
      return _('level.intermediate');
    case 'advanced':
      return _('level.advanced');
    case 'all':
      return _('level.all');
  }
}
