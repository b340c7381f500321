import { describe, expect, it } from 'vitest';
import { convertAmount, formatMoney, formatPrice } from './currency';
import {
  displayName,
  formatDuration,
  formatFileSize,
  formatMonthYear,
  formatRating,
  htmlToText,
  initials,
  pluralise,
  scorePercentage,
  truncate,
} from './format';

const currency = {
  default: 'USD' as const,
  symbols: { USD: '$', GBP: '£', EUR: '€' },
  rates: { GBP: 0.79, EUR: 0.92 },
};

describe('currency', () => {
  it('converts US cents with the rate and rounds to whole minor units', () => {
    expect(convertAmount(1999, 'USD', currency)).toBe(1999);
    expect(convertAmount(1999, 'GBP', currency)).toBe(1579);
    expect(convertAmount(1999, 'EUR', currency)).toBe(1839);
  });

  it('formats with the symbol and 2 decimals', () => {
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(123456, 'EUR', currency)).toBe('€1,234.56');
    expect(formatMoney(0, 'GBP')).toBe('£0.00');
    expect(formatPrice(5000, 'GBP', currency)).toBe('£39.50');
  });
});

describe('format', () => {
  it('truncates with an ellipsis only when needed', () => {
    expect(truncate('Short', 10)).toBe('Short');
    expect(truncate('A rather long course title', 10)).toBe('A rather…');
    expect(truncate('A rather long course title', 10)).toHaveLength(9);
  });

  it('computes the score percentage', () => {
    expect(scorePercentage(3, 4)).toBe(75);
    expect(scorePercentage(0, 0)).toBe(0);
  });

  it('names people by their name, or their e-mail before they have one', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: null, lastName: null, email: 'ada@example.com' })).toBe(
      'ada@example.com',
    );
    expect(initials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
    expect(initials({ firstName: null, lastName: null, email: 'ada@example.com' })).toBe('A');
  });

  it('formats file sizes', () => {
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(2048)).toBe('2 KB');
  });
});

describe('catalogue formatting', () => {
  it('counts with the right plural and thousands separators', () => {
    expect(pluralise(1, 'course')).toBe('1 course');
    expect(pluralise(0, 'course')).toBe('0 courses');
    expect(pluralise(38420, 'learner')).toBe('38,420 learners');
  });

  it('formats durations in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(167)).toBe('2 h 47 min');
    expect(formatDuration(0)).toBe('0 min');
  });

  it('rounds ratings to one decimal and dates to month and year', () => {
    expect(formatRating(4.67)).toBe('4.7');
    expect(formatRating(5)).toBe('5.0');
    expect(formatMonthYear('2026-11-21T23:39:02.529Z')).toBe('November 2026');
    expect(formatMonthYear('not a date')).toBe('');
  });

  it('reads the text out of sanitised HTML', () => {
    expect(htmlToText('<p>Visa &amp; <strong>Mastercard</strong></p><p>only</p>')).toBe(
      'Visa & Mastercard only',
    );
  });

  it('decodes named and numeric entities, not just a handful', () => {
    expect(htmlToText('<p>Caf&eacute;, caf&#233; and caf&#xE9;</p>')).toBe('Café, café and café');
    expect(htmlToText('It&#x27;s &lt;b&gt; &quot;bold&quot; &mdash; &copy;&nbsp;2026')).toBe(
      'It\'s <b> "bold" — © 2026',
    );
  });

  it('keeps words apart across block tags and line breaks, and joins inline tags', () => {
    expect(htmlToText('<h2>Pay</h2><ul><li>Visa</li><li>Mastercard</li></ul>Line<br>break')).toBe(
      'Pay Visa Mastercard Line break',
    );
    expect(htmlToText('<p>Master<em>card</em></p>')).toBe('Mastercard');
  });

  it('folds runs of white space into one and trims the ends', () => {
    expect(htmlToText('  <p>\n  spaced \t out \n</p>  ')).toBe('spaced out');
    expect(htmlToText('')).toBe('');
  });
});
