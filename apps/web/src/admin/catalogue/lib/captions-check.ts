import { parseWebVtt, uploadLimits } from '@coursewise/contract';
import { inEnglish, type Translate } from './editor-i18n';

/**
 * The server's checks of a captions file, run before sending: at most 1 MB, a WEBVTT header and at least
 * one well-formed cue (the contract's parser names the first bad line). Null when the text passes.
 */
export function captionsProblem(text: string, _: Translate = inEnglish): string | null {
  if (text.trim() === '') return _('editor.captions.problem.empty');
  if (new Blob([text]).size > uploadLimits.captionsMaxBytes) return _('editor.captions.problem.tooLarge');
  const parsed = parseWebVtt(text);
  // The contract's parser words its findings in English, as the server does.
  if (!parsed.ok) return parsed.error;
  if (parsed.cues.length === 0) return _('editor.captions.problem.noCues');
  return null;
}
