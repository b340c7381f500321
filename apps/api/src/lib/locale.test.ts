import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, negotiateLocale } from './locale.js';

describe('negotiateLocale', () => {
  it('takes a valid cookie over the user and the header', () => {
    expect(negotiateLocale({ cookie: 'fr', userLocale: 'de', acceptLanguage: 'es' })).toBe('fr');
  });

  it("falls to the user's locale when the cookie is missing or not a locale", () => {
    expect(negotiateLocale({ userLocale: 'de', acceptLanguage: 'es' })).toBe('de');
    expect(negotiateLocale({ cookie: 'xx', userLocale: 'de', acceptLanguage: 'es' })).toBe('de');
    expect(negotiateLocale({ cookie: 'FR', userLocale: 'de' })).toBe('de');
  });

  it('falls to Accept-Language when neither the cookie nor the user chose', () => {
    expect(negotiateLocale({ userLocale: null, acceptLanguage: 'es-MX,es;q=0.9' })).toBe('es');
    expect(negotiateLocale({ userLocale: 'klingon', acceptLanguage: 'fr' })).toBe('fr');
  });

  it('answers English with nothing to go on', () => {
    expect(negotiateLocale({})).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'ja,zh;q=0.8' })).toBe('en');
  });
});

describe('fromAcceptLanguage', () => {
  it('matches a region to its language', () => {
    expect(fromAcceptLanguage('es-MX')).toBe('es');
    expect(fromAcceptLanguage('de-AT')).toBe('de');
    expect(fromAcceptLanguage('zh-Hant-TW, fr-CA;q=0.5')).toBe('fr');
  });

  it('orders by q, whatever the header order', () => {
    expect(fromAcceptLanguage('en;q=0.3, de;q=0.9, fr;q=0.5')).toBe('de');
    expect(fromAcceptLanguage('ja, es;q=0.2, fr;q=0.8')).toBe('fr');
  });

  it('keeps header order among equal q', () => {
    expect(fromAcceptLanguage('fr;q=0.7, de;q=0.7')).toBe('fr');
    expect(fromAcceptLanguage('de, fr')).toBe('de');
  });

  it('ignores q=0, the wildcard and malformed ranges', () => {
    expect(fromAcceptLanguage('de;q=0, fr;q=0.1')).toBe('fr');
    expect(fromAcceptLanguage('*, es;q=0.5')).toBe('es');
    expect(fromAcceptLanguage('*')).toBeUndefined();
    expect(fromAcceptLanguage('de;q=abc, fr;q=0.2')).toBe('fr');
    expect(fromAcceptLanguage('de;q=1.5, es;q=2, fr;q=0.2')).toBe('fr');
    expect(fromAcceptLanguage('d e, f%r, es_ES, fr')).toBe('fr');
    expect(fromAcceptLanguage(';;;,,,==')).toBeUndefined();
    expect(fromAcceptLanguage('')).toBeUndefined();
    expect(fromAcceptLanguage(undefined)).toBeUndefined();
  });

  it('reads case-insensitively and tolerates spaces', () => {
    expect(fromAcceptLanguage('  DE-de ; Q=0.8 ,  ja')).toBe('de');
  });

  it('reads only the start of a huge header', () => {
    const padding = Array.from({ length: 5000 }, () => 'ja;q=0.9').join(',');
    expect(fromAcceptLanguage(`${padding},de`)).toBeUndefined();
    expect(fromAcceptLanguage(`fr;q=0.1,${padding},de`)).toBe('fr');
    expect(fromAcceptLanguage(`${'x'.repeat(1_000_000)},de`)).toBeUndefined();
  });
});
