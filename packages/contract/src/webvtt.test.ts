import { describe, expect, it } from 'vitest';
import { activeCueIndex, cueText, parseVttTimestamp, parseWebVtt } from './webvtt.js';

describe('parseWebVtt', () => {
  it('reads cues with and without identifiers, settings, tags and entities', () => {
    const result = parseWebVtt(
      '\uFEFFWEBVTT - a title\nKind: captions\n\nNOTE a comment\nspanning lines\n\n1\n00:00:01.000 --> 00:00:04.500 align:start\n<v Ana>Hello &amp; <b>welcome</b></v>\nto the course\n\r\n01:02:03.250 --> 01:02:05.000\nLater\n',
    );
    expect(result).toEqual({
      ok: true,
      cues: [
        { start: 1, end: 4.5, text: 'Hello & welcome to the course' },
        { start: 3723.25, end: 3725, text: 'Later' },
      ],
    });
  });

  it('accepts a file with a header and no cues', () => {
    expect(parseWebVtt('WEBVTT\n')).toEqual({ ok: true, cues: [] });
  });

  it('refuses a missing header, a malformed timing and an end before the start', () => {
    expect(parseWebVtt('1\n00:00:01.000 --> 00:00:02.000\nHi')).toMatchObject({ ok: false });
    expect(parseWebVtt('WEBVTTX\n')).toMatchObject({ ok: false });
    expect(parseWebVtt('WEBVTT\n\n00:01.000 -> 00:02.000\nHi')).toEqual({
      ok: false,
      error: 'Line 3: not a cue timing ("start --> end")',
    });
    expect(parseWebVtt('WEBVTT\n\nhello\nworld')).toMatchObject({ ok: false });
    expect(parseWebVtt('WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nBackwards')).toMatchObject({ ok: false });
  });
});

describe('timestamps, text and the active cue', () => {
  it('parses both timestamp forms and refuses others', () => {
    expect(parseVttTimestamp('00:01.500')).toBe(1.5);
    expect(parseVttTimestamp('100:00:00.000')).toBe(360000);
    expect(parseVttTimestamp('0:01.000')).toBeNull();
    expect(parseVttTimestamp('00:61.000')).toBeNull();
    expect(parseVttTimestamp('00:01,000')).toBeNull();
  });

  it('strips tags and decodes entities', () => {
    expect(cueText('<c.yellow>a &lt;b&gt;</c>\n  c')).toBe('a <b> c');
  });

  it('finds the cue showing at a time, -1 in gaps', () => {
    const cues = [
      { start: 0, end: 2, text: 'a' },
      { start: 3, end: 5, text: 'b' },
      { start: 4, end: 6, text: 'c' },
    ];
    expect(activeCueIndex(cues, 1)).toBe(0);
    expect(activeCueIndex(cues, 2.5)).toBe(-1);
    expect(activeCueIndex(cues, 4.5)).toBe(2);
    expect(activeCueIndex(cues, 5.5)).toBe(2);
    expect(activeCueIndex(cues, 7)).toBe(-1);
  });
});
