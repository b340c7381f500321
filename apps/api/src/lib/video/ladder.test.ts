import { describe, expect, it } from 'vitest';
import { cutTimes } from './hls-transcode.js';
import { frameSize, ladderFor } from './ladder.js';

const sizes = (width: number, height: number) => ladderFor(width, height).map((rung) => rung.size);

describe('the HLS ladder', () => {
  it('climbs to the source’s short side and never upscales', () => {
    expect(sizes(1920, 1080)).toEqual([360, 720, 1080]);
    expect(sizes(3840, 2160)).toEqual([360, 720, 1080]);
    expect(sizes(1280, 720)).toEqual([360, 720]);
    expect(sizes(1000, 700)).toEqual([360]);
    // Portrait: the short side is the width.
    expect(sizes(1080, 1920)).toEqual([360, 720, 1080]);
    const [lowest] = ladderFor(1080, 1920);
    if (!lowest) throw new Error('a rung expected');
    expect(frameSize(lowest, 1080, 1920)).toEqual({ width: 360, height: 640 });
  });

  it('gives a source under 360 one rendition at its own even size', () => {
    expect(sizes(320, 240)).toEqual([240]);
    expect(sizes(177, 99)).toEqual([98]);
  });

  it('keeps the lowest rendition lean: 400 kbps video and 64 kbps mono sound', () => {
    expect(ladderFor(640, 360)).toEqual([
      { size: 360, videoKbps: 400, audioKbps: 64, audioChannels: 1, level: 30 },
    ]);
  });

  it('cuts a 2 s first segment, then every 6 s', () => {
    expect(cutTimes(20)).toEqual([2, 8, 14]);
    expect(cutTimes(2)).toEqual([]);
    expect(cutTimes(3)).toEqual([2]);
  });
});
