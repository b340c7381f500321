import { describe, expect, it } from 'vitest';
import { defaultCaptionLanguage } from './caption-language';

const tracks = ['de', 'en', 'pt-BR'].map((language) => ({ language, label: language, url: `/${language}` }));

describe('defaultCaptionLanguage', () => {
  it('takes the learner’s language, exactly or by its primary subtag, in their order', () => {
    expect(defaultCaptionLanguage(tracks, ['en-US', 'de'])).toBe('en');
    expect(defaultCaptionLanguage(tracks, ['pt-PT'])).toBe('pt-BR');
    expect(defaultCaptionLanguage(tracks, ['PT-br'])).toBe('pt-BR');
    expect(defaultCaptionLanguage(tracks, ['fr', 'de-AT'])).toBe('de');
  });

  it('falls back to the first track, and to null without tracks', () => {
    expect(defaultCaptionLanguage(tracks, ['ja'])).toBe('de');
    expect(defaultCaptionLanguage(tracks, [])).toBe('de');
    expect(defaultCaptionLanguage([], ['en'])).toBeNull();
  });
});
