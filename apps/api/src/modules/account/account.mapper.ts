import { isLocale, type User } from '@coursewise/contract';
import { srcSetOf } from '../../lib/images.js';
import type { StorageDriver } from '../../lib/storage/storage.js';
import type { ProfileRow } from './account.repository.js';

/** The contract's user shape; never the row itself (no hashes or internal columns leave the server). */
export function toUser(row: ProfileRow, storage: StorageDriver): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    avatarUrl: row.avatarKey ? storage.url(row.avatarKey) : null,
    avatarSrcSet: srcSetOf(storage, row.avatarKey),
    role: row.role,
    emailVerified: row.emailVerified === 1,
    profileComplete: row.profileComplete === 1,
    hasPassword: row.passwordHash !== null,
    emailAnnouncements: row.emailAnnouncements === 1,
    // Only ever written through the contract's union; anything else reads as not chosen.
    locale: isLocale(row.locale) ? row.locale : null,
    createdAt: row.createdAt,
  };
}
