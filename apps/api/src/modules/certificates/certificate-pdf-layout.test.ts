import { describe, expect, it } from 'vitest';
import { fitText, HEADING_BAND, layoutHeading, type Measure, wrapText } from './certificate-pdf-layout.js';
import { boldMeasure } from './certificate-pdf-text.js';

// Every character half the size wide, lines 1.25 sizes tall: widths are easy to reason about.
const mono: Measure = { width: (text, size) => text.length * size * 0.5, lineHeight: (size) => size * 1.25 };
const noto = boldMeasure();

const longTitle =
  'The Complete Practitioner’s Guide to Sustainable Sourdough Baking, Wild Fermentation, Heritage ' +
  'Grains and Professional Kitchen Management for Small Artisan Bakeries Everywhere in the Wide World, 2nd';
const longName = `${'Maximiliana Wilhelmina Bartholomew'.repeat(2)} ${'Montgomery-Worthington'.repeat(3)}`;
// As wide as the limits allow: 80-letter first and last names, a 200-character title of wide capitals.
const widestName = `${'MW'.repeat(40)} ${'WM'.repeat(40)}`;
const widestTitle = Array.from({ length: 40 }, () => 'WMWM')
  .join(' ')
  .padEnd(200, 'W');

const joined = (lines: string[]) => lines.join(' ');

describe('certificate heading layout', () => {
  it('keeps a short name and title on one line each at their largest size', () => {
    const heading = layoutHeading('Zoë Ní Bhriain', 'Sourdough & Wild Yeasts', noto);
    expect(heading.name).toMatchObject({ size: 38, lines: ['Zoë Ní Bhriain'], y: HEADING_BAND.top });
    expect(heading.title).toMatchObject({ size: 26, lines: ['Sourdough & Wild Yeasts'] });
    expect(heading.connectorY).toBeGreaterThan(heading.name.bottom);
    expect(heading.title.y).toBeGreaterThan(heading.connectorY);
  });

  it('wraps a ~200-character title onto several centred lines, every word kept, none wider than the band', () => {
    expect(longTitle.length).toBeGreaterThan(190);
    const { title } = layoutHeading('Zoë Ní Bhriain', longTitle, noto);
    expect(title.lines.length).toBeGreaterThan(1);
    expect(joined(title.lines)).toBe(longTitle);
    expect(title.size).toBeGreaterThanOrEqual(12);
    for (const line of title.lines)
      expect(noto.width(line, title.size)).toBeLessThanOrEqual(HEADING_BAND.width);
    expect(title.bottom).toBeLessThanOrEqual(HEADING_BAND.bottom);
  });

  it('wraps a long name too and moves the title down under it', () => {
    const long = layoutHeading(longName, longTitle, noto);
    expect(long.name.lines.length).toBeGreaterThan(1);
    expect(joined(long.name.lines)).toBe(longName);
    expect(long.connectorY).toBeGreaterThan(long.name.bottom);
    expect(long.title.y).toBeGreaterThan(long.connectorY);
    expect(long.title.bottom).toBeLessThanOrEqual(HEADING_BAND.bottom);
  });

  it('fits the widest name and title the limits allow above the details row, at readable sizes', () => {
    const heading = layoutHeading(widestName, widestTitle, noto);
    expect(joined(heading.name.lines).replaceAll(' ', '')).toBe(widestName.replaceAll(' ', ''));
    expect(joined(heading.title.lines).replaceAll(' ', '')).toBe(widestTitle.replaceAll(' ', ''));
    expect(heading.name.size).toBeGreaterThanOrEqual(16);
    expect(heading.title.size).toBeGreaterThanOrEqual(12);
    expect(heading.title.y).toBeGreaterThan(heading.name.bottom);
    expect(heading.title.bottom).toBeLessThanOrEqual(HEADING_BAND.bottom);
  });

  it('prefers one smaller line to two larger ones, and shrinks no further than the minimum', () => {
    expect(fitText('abcdefghij', { max: 20, min: 8 }, 60, 100, mono)).toEqual({
      size: 12,
      lines: ['abcdefghij'],
    });
    // Too wide for one line even at the minimum: wraps at the largest size whose lines fit the height.
    expect(fitText('aaaa bbbb cccc dddd', { max: 10, min: 2 }, 20, 30, mono)).toEqual({
      size: 6,
      lines: ['aaaa', 'bbbb', 'cccc', 'dddd'],
    });
    expect(fitText('aaaa bbbb cccc dddd', { max: 10, min: 8 }, 20, 10, mono).size).toBe(8);
  });

  it('breaks a word longer than the line instead of letting it overflow', () => {
    expect(wrapText('x'.repeat(25), 2, 10, mono)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });
});
