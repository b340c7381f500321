import type { I18n } from '@lingui/core';
import type { Locale } from '../../i18n/locales';

/** A pager button's name ("next page"), for Mantine's `getControlProps`. */
export function pageControlLabel(_: I18n['_'], control: string): string {
  return _('learning.pager.control', { control });
}

/**
 * When a post was written, in the page's language. English keeps the browser's own format, as before;
 * another language writes it its way.
 */
export function formatPostedAt(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleString(locale === 'en' ? undefined : locale);
}

/** The hour and minute of `date` ("10:45"), in the page's language (the browser's format in English). */
export function formatClockTime(date: Date, locale: Locale): string {
  return date.toLocaleTimeString(locale === 'en' ? [] : locale, { hour: '2-digit', minute: '2-digit' });
}
