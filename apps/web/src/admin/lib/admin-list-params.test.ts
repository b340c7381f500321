import type { AdminUser, AuditEntry } from '@coursewise/contract';
import { adminCatalogueRoutes, adminContentRoutes, adminCoreRoutes } from '@coursewise/contract/routes';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type AdminResource, resourceOf } from '../api/admin-api';
import type { ListColumns } from '../components/data-table';
import {
  type AdminListId,
  type AdminListOptions,
  integer,
  type ListFilters,
  type ListRow,
  type ListSort,
  listQuery,
  oneOf,
  readListParams,
  yesNo,
} from './admin-list-params';

/*
 * What `npm run typecheck` holds the console's list pages to. Each `@ts-expect-error` fails the
 * typecheck when its error stops happening: a page naming a filter, sort or column its operation does
 * not have, or a resource no operation's path starts with, does not compile.
 */
describe('the admin list types', () => {
  it('read rows, sorts and filters from the operation', () => {
    expectTypeOf<ListRow<'adminListUsers'>>().toEqualTypeOf<AdminUser>();
    expectTypeOf<ListRow<'adminListAudit'>>().toEqualTypeOf<AuditEntry>();
    expectTypeOf<ListSort<'adminListUsers'>>().toEqualTypeOf<'createdAt' | 'email' | 'name' | 'role'>();
    expectTypeOf<ListFilters<'adminListUsers'>>().toEqualTypeOf<{
      role?: 'learner' | 'admin' | 'instructor';
      disabled?: boolean;
    }>();
    expectTypeOf<'adminListCourses'>().toExtend<AdminListId>();
    // @ts-expect-error a record read is not a list
    expectTypeOf<'adminGetCourse'>().toExtend<AdminListId>();
  });

  it('refuse a filter, sort or column the operation does not take', () => {
    const right: AdminListOptions<'adminListUsers'> = {
      filters: { role: oneOf(['admin', 'learner']), disabled: yesNo },
      defaultSort: 'email',
    };
    // @ts-expect-error users have no `status` filter
    const unknownFilter: AdminListOptions<'adminListUsers'> = { filters: { status: oneOf(['active']) } };
    // @ts-expect-error `disabled` is a yes/no, not a number
    const wrongReader: AdminListOptions<'adminListUsers'> = { filters: { disabled: integer } };
    // @ts-expect-error `guest` is not a role
    const wrongValue: AdminListOptions<'adminListUsers'> = { filters: { role: oneOf(['guest']) } };
    // @ts-expect-error users do not sort by `price`
    const wrongSort: AdminListOptions<'adminListUsers'> = { defaultSort: 'price' };
    const columns: ListColumns<'adminListReviews'> = [
      { key: 'rating', header: 'Rating', sort: 'rating', render: (review) => review.rating },
      // @ts-expect-error reviews do not sort by `email`
      { key: 'email', header: 'Email', sort: 'email', render: () => null },
    ];
    expect([right, unknownFilter, wrongReader, wrongValue, wrongSort, columns]).toHaveLength(6);
  });

  it('name resources by the first segment of an admin path', () => {
    expect(resourceOf(adminCoreRoutes.adminListContactMessages)).toBe('contact-messages');
    expect(resourceOf(adminCatalogueRoutes.adminListModules)).toBe('courses');
    expect(resourceOf(adminContentRoutes.adminGetCmsPage)).toBe('cms');
    expectTypeOf(resourceOf(adminCoreRoutes.adminListUsers)).toEqualTypeOf<'users'>();
    const known: AdminResource[] = ['users', 'audit', 'help', 'settings'];
    // @ts-expect-error no admin path starts with /admin/people
    const unknown: AdminResource = 'people';
    expect([known, unknown]).toHaveLength(2);
  });
});

describe('readListParams', () => {
  const options: AdminListOptions<'adminListUsers'> = {
    filters: { role: oneOf(['admin', 'learner']), disabled: yesNo },
    sorts: ['email', 'createdAt'],
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
  };

  it('reads the address into typed filters and a sort the page offers', () => {
    const params = readListParams(
      new URLSearchParams('page=3&search=ann&sort=email&order=asc&role=admin&disabled=false'),
      options,
    );
    expect(params).toEqual({
      page: 3,
      limit: 20,
      search: 'ann',
      sort: 'email',
      order: 'asc',
      filters: { role: 'admin', disabled: false },
    });
    expect(new URLSearchParams(JSON.parse(JSON.stringify(listQuery(params)))).toString()).toBe(
      'page=3&limit=20&search=ann&sort=email&order=asc&role=admin&disabled=false',
    );
  });

  it('falls back to the defaults for values the operation would refuse', () => {
    const params = readListParams(
      new URLSearchParams('page=-1&sort=password&order=up&role=guest&disabled=maybe&status=x'),
      options,
    );
    expect(params).toEqual({
      page: 1,
      limit: 20,
      search: '',
      sort: 'createdAt',
      order: 'desc',
      filters: {},
    });
  });
});
