import { describe, expect, it } from 'vitest';
import { MediaSigner } from './signed-url.js';

const parse = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return {
    key: decodeURIComponent(parsed.pathname.replace('/api/media/', '')),
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature') ?? '',
  };
};

describe('media links', () => {
  it('signs a key so that the same key and expiry verify, until the link expires', () => {
    let now = Date.UTC(2026, 10, 23);
    const signer = new MediaSigner('s'.repeat(32), 60, () => now);
    const { key, expires, signature } = parse(signer.url('videos/intro lesson.webm'));
    expect(key).toBe('videos/intro lesson.webm');
    expect(signer.verify(key, expires, signature)).toBe('valid');
    now += 61_000;
    expect(signer.verify(key, expires, signature)).toBe('expired');
  });

  it('refuses another key, a moved expiry, another secret and a mangled signature', () => {
    const signer = new MediaSigner('s'.repeat(32));
    const { key, expires, signature } = parse(signer.url('videos/a.webm'));
    expect(signer.verify('videos/b.webm', expires, signature)).toBe('invalid');
    expect(signer.verify(key, expires + 3600, signature)).toBe('invalid');
    expect(new MediaSigner('t'.repeat(32)).verify(key, expires, signature)).toBe('invalid');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify(key, expires, flipped)).toBe('invalid');
    expect(signer.verify(key, expires, '')).toBe('invalid');
  });
});
