import { describe, expect, it } from 'vitest';
import { captionLanguageOptions, captionLanguageTags } from './caption-languages';

const labelOf = (options: ReturnType<typeof captionLanguageOptions>, tag: string) =>
  options.find((option) => option.value === tag)?.label;

describe('the caption languages in the page’s language', () => {
  it('names each language in German, in German order', () => {
    const options = captionLanguageOptions('de');
    expect(labelOf(options, 'en')).toBe('Englisch (en)');
    expect(labelOf(options, 'pt-BR')).toBe('Portugiesisch (Brasilien) (pt-BR)');
    expect(labelOf(options, 'es')).toBe('Spanisch (es)');
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'de')));
    expect(labels.indexOf('Dänisch (da)')).toBeLessThan(labels.indexOf('Deutsch (de)'));
  });

  it('names them in French and Spanish too, every offered tag once', () => {
    const french = captionLanguageOptions('fr');
    expect(labelOf(french, 'de')).toBe('Allemand (de)');
    expect(labelOf(french, 'zh-Hant')).toBe('Chinois traditionnel (zh-Hant)');
    expect(labelOf(captionLanguageOptions('es'), 'fr')).toBe('Francés (fr)');
    expect(french.map((option) => option.value).sort()).toEqual([...captionLanguageTags].sort());
  });
});
