import type { Locator, Page } from 'playwright-core';
import { getApiData } from './catalogue.js';

/** The parts of GET certification/details the journeys compare with the pages. */
export interface CertificateAnswer {
  id: string;
  number: string;
  courseSlug: string;
  courseTitle: string;
  holderName: string;
  score: number;
  issuedAt: string;
  revoked: boolean;
  pdfUrl: string;
  verifyUrl: string;
}

export const listCertificates = (baseUrl: string, token: string) =>
  getApiData<{ items: CertificateAnswer[]; total: number }>(baseUrl, 'certification/details', token);

/** The status heading of the certificate page ("Valid certificate", "Revoked certificate", not found). */
export const certificateStatus = (page: Page, name: string): Locator =>
  page.getByRole('main').getByRole('heading', { level: 1, name });

/** The holder's own panel (download, LinkedIn, Open Badge, share). */
export const holderActions = (page: Page): Locator =>
  page.getByRole('main').getByRole('region', { name: 'Your certificate' });

/** An attribute value as the server writes it into HTML (`&`, `<`, `>`, `"`, `'` escaped). */
export const escapeHtmlAttribute = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
