import { isPersonName, nameScripts } from '@coursewise/contract';
import { describe, expect, it } from 'vitest';
import { SCRIPT_SAMPLES } from '../../../test/script-samples.js';
import { SCRIPT_FACES, textRunsFor } from './certificate-text-runs.js';

const faces = (text: string) => textRunsFor(text).map(({ text, face, rtl }) => [text, face, rtl]);

describe('certificate text runs', () => {
  it('keeps a Latin, Greek or Cyrillic line in one Noto Sans run, accents and all', () => {
    expect(faces('Łucja Дмитриева Παπαδοπούλου')).toEqual([['Łucja Дмитриева Παπαδοπούλου', 'latin', false]]);
    // A combining accent stays with its letter.
    expect(faces('Zoe\u0308')).toEqual([['Zoe\u0308', 'latin', false]]);
  });

  it('chooses the CJK face by the text: Chinese, Japanese with kana, Korean with hangul', () => {
    expect(faces('李 雷')).toEqual([['李 雷', 'sc', false]]);
    expect(faces('山田 さくら')).toEqual([['山田 さくら', 'jp', false]]);
    expect(faces('김민준')).toEqual([['김민준', 'kr', false]]);
    // The prolonged sound mark is shared by both kana, so by Script "Common": it stays in the kana's font.
    expect(faces('ルー')).toEqual([['ルー', 'jp', false]]);
  });

  it('chooses the face of each Indic, Thai and other script', () => {
    expect(faces('दीपिका')).toEqual([['दीपिका', 'devanagari', false]]);
    expect(faces('ศรีสุข')).toEqual([['ศรีสุข', 'thai', false]]);
    expect(faces('Նարե')).toEqual([['Նարե', 'armenian', false]]);
    expect(faces('ნინო')).toEqual([['ნინო', 'georgian', false]]);
  });

  it('keeps a right-to-left name as one run, shaped right to left', () => {
    expect(faces('ليلى حسن')).toEqual([['ليلى حسن', 'arabic', true]]);
    expect(faces('דוד כהן')).toEqual([['דוד כהן', 'hebrew', true]]);
  });

  it('orders mixed directions as bidi does: runs left to right for drawing', () => {
    // Left-to-right paragraph: the Arabic words sit where they are, read right to left.
    expect(faces('Anna ليلى حسن Smith')).toEqual([
      ['Anna ', 'latin', false],
      ['ليلى حسن', 'arabic', true],
      [' Smith', 'latin', false],
    ]);
    // Right-to-left paragraph: the first words are rightmost; digits keep their own order.
    expect(faces('دورة الخبز 2024 אפייה')).toEqual([
      ['אפייה', 'hebrew', true],
      [' ', 'latin', true],
      ['2024', 'latin', false],
      [' ', 'latin', true],
      ['دورة الخبز', 'arabic', true],
    ]);
  });

  it('has a face for every script the name rule accepts, and the rule accepts every script with a face', () => {
    // Latin, Greek and Cyrillic are Noto Sans itself, the fallback face.
    const printed = ['Latin', 'Greek', 'Cyrillic', ...SCRIPT_FACES.flatMap(([scripts]) => scripts)];
    expect([...printed].sort()).toEqual([...nameScripts].sort());
  });

  it('puts a name in each bundled script in the face of its script, one run, in its direction', () => {
    const rtl = new Set(['arabic', 'hebrew', 'syriac', 'thaana', 'nko', 'adlam']);
    for (const [face, sample] of Object.entries(SCRIPT_SAMPLES)) {
      expect(faces(sample), face).toEqual([[sample, face, rtl.has(face)]]);
      expect(isPersonName(sample), face).toBe(true);
    }
  });

  it('has no runs for an empty line', () => {
    expect(textRunsFor('')).toEqual([]);
  });
});
