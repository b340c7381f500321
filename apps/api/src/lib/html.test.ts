import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichText } from './html.js';

describe('htmlToText', () => {
  it('decodes named and numeric entities', () => {
    expect(htmlToText('Caf&eacute; &#233;t&#xE9; l&#x27;atelier&nbsp;ouvert')).toBe(
      "Café été l'atelier ouvert",
    );
    expect(htmlToText('&lt;b&gt; &amp; &quot;quoted&quot; &#39;single&#39; &hellip; &euro;5')).toBe(
      '<b> & "quoted" \'single\' … €5',
    );
  });

  it('decodes an entity once, so text that spells one out stays as written', () => {
    expect(htmlToText('write &amp;eacute; for é')).toBe('write &eacute; for é');
  });

  it('drops tags and keeps their words apart', () => {
    expect(
      htmlToText('<p>First <strong>bold</strong> point.</p><p>Second</p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('First bold point. Second one two');
  });

  it('reads a link as its words, keeps headings in their case and leaves images out', () => {
    expect(
      htmlToText(
        '<h2>Start Here</h2><p>See <a href="https://example.com/x">the guide</a>.</p><img src="a.png" alt="a">',
      ),
    ).toBe('Start Here See the guide.');
  });

  it('folds every run of whitespace, line breaks and non-breaking spaces into one space', () => {
    expect(htmlToText('  <p>\n  many\t\tspaces&nbsp;&nbsp; here <br>\n next line </p>  ')).toBe(
      'many spaces here next line',
    );
  });

  it('never wraps long text', () => {
    const long = 'word '.repeat(60).trim();
    expect(htmlToText(`<p>${long}</p>`)).toBe(long);
  });

  it('answers an empty string for markup without text', () => {
    expect(htmlToText('<p> </p><br><hr>')).toBe('');
  });
});

describe('sanitizeRichText', () => {
  it('keeps the allowed markup and removes scripts, handlers and javascript links', () => {
    expect(
      sanitizeRichText(
        '<p>Hi <strong>there</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      ),
    ).toBe('<p>Hi <strong>there</strong></p><a rel="noopener noreferrer">x</a>');
  });
});
