import type { Level } from '@coursewise/contract';
import type { Translate } from './editor-i18n';

/** A course level in words, in the page's language. */
export function levelLabel(level: Level, _: Translate): string {
  switch (level) {
    case 'beginner':
      return _('editor.level.beginner');
    case 'intermediate':
      return _('editor.level.intermediate');
    case 'advanced':
      return _('editor.level.advanced');
    default:
      return _('editor.level.all');
  }
}

export const LEVELS: readonly Level[] = ['beginner', 'intermediate', 'advanced', 'all'];
