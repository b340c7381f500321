/** Emails are trimmed and compared case-insensitively (ARCHITECTURE §3). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
