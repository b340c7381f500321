import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkModuleBoundaries,
  formatViolation,
  readSourceTree,
  type SourceFile,
} from '../test/module-boundaries.js';

const check = (files: SourceFile[]) => checkModuleBoundaries(files).map(formatViolation);

describe('module boundaries of apps/api/src', () => {
  it('hold: services only across modules, no repository pass-throughs or raw SQL from services, no cycles', () => {
    const files = readSourceTree(fileURLToPath(new URL('.', import.meta.url)));
    expect(files.filter((f) => f.path.startsWith('modules/')).length).toBeGreaterThan(50);
    expect(check(files)).toEqual([]);
  });
});

describe('the boundary checker', () => {
  const cartService: SourceFile = {
    path: 'modules/cart/cart.service.ts',
    text: "import { findPublishedCourse } from '../courses/courses.service.js';\nexport const x = 1;\n",
  };

  it('accepts a service importing another module’s service', () => {
    expect(check([cartService])).toEqual([]);
  });

  it('names the file and the import that reaches into another module’s repository or routes', () => {
    const files = [
      {
        path: 'modules/wishlist/wishlist.service.ts',
        text: "import * as courses from '../courses/courses.repository.js';",
      },
      { path: 'modules/seo/seo.service.ts', text: "import { x } from '../catalogue/course-search.js';" },
      {
        path: 'plugins/auth.ts',
        text: "import { findTokenVersion } from '../modules/account/account.repository.js';",
      },
    ];
    expect(check(files)).toEqual([
      "modules/wishlist/wishlist.service.ts: private-import: imports '../courses/courses.repository.js', which is private to the courses module",
      "modules/seo/seo.service.ts: private-import: imports '../catalogue/course-search.js', which is private to the catalogue module",
      "plugins/auth.ts: private-import: imports '../modules/account/account.repository.js', which is private to the account module",
    ]);
  });

  it('lets app.ts register routes but not a module reach another module’s routes', () => {
    const files = [
      { path: 'app.ts', text: "import { cartRoutes } from './modules/cart/cart.routes.js';" },
      {
        path: 'modules/reviews/reviews.service.ts',
        text: "import { cartRoutes } from '../cart/cart.routes.js';",
      },
    ];
    expect(check(files)).toEqual([
      "modules/reviews/reviews.service.ts: private-import: imports '../cart/cart.routes.js', which is private to the cart module",
    ]);
  });

  it('refuses a service that passes on its repository’s functions', () => {
    const text = [
      "import * as repo from './purchases.repository.js';",
      "import { hasPurchase } from './purchases.repository.js';",
      'export const purchasedFlag = repo.purchasedFlag;',
      'export { hasPurchase };',
      "export { insertPurchase } from './purchases.repository.js';",
      'export function recordPurchase() { return repo.insertPurchase(); }',
    ].join('\n');
    expect(check([{ path: 'modules/purchases/purchases.service.ts', text }])).toEqual([
      "modules/purchases/purchases.service.ts: repository-reexport: 'purchasedFlag' passes on 'repo.purchasedFlag'",
      "modules/purchases/purchases.service.ts: repository-reexport: re-exports the repository's 'hasPurchase'",
      "modules/purchases/purchases.service.ts: repository-reexport: re-exports './purchases.repository.js'",
    ]);
  });

  it('refuses raw SQL in a service', () => {
    const text = "import { type RawBuilder, sql } from 'kysely';\nexport const reviewsJson = sql`select 1`;";
    expect(check([{ path: 'modules/reviews/reviews.service.ts', text }])).toEqual([
      "modules/reviews/reviews.service.ts: raw-sql-in-service: imports 'RawBuilder' from 'kysely'",
      "modules/reviews/reviews.service.ts: raw-sql-in-service: imports 'sql' from 'kysely'",
    ]);
  });

  it('finds a cycle among modules and names the import that closes it', () => {
    const files = [
      {
        path: 'modules/catalogue/catalogue.service.ts',
        text: "import { a } from '../reviews/reviews.service.js';",
      },
      {
        path: 'modules/reviews/reviews.service.ts',
        text: "import { b } from '../courses/courses.service.js';",
      },
      {
        path: 'modules/courses/courses.service.ts',
        text: "import { c } from '../catalogue/catalogue.service.js';",
      },
    ];
    expect(check(files)).toEqual([
      "modules/courses/courses.service.ts (import '../catalogue/catalogue.service.js'): module-cycle: closes the cycle catalogue -> reviews -> courses -> catalogue",
    ]);
  });

  it('counts a module’s routes in its dependencies, and ignores test files', () => {
    const files = [
      { path: 'modules/cart/cart.routes.ts', text: "import { a } from '../catalogue/catalogue.service.js';" },
      {
        path: 'modules/catalogue/catalogue.service.ts',
        text: "import { b } from '../cart/cart.service.js';",
      },
      {
        path: 'modules/cart/cart.routes.test.ts',
        text: "import { c } from '../courses/courses.repository.js';",
      },
    ];
    expect(check(files)).toEqual([
      "modules/catalogue/catalogue.service.ts (import '../cart/cart.service.js'): module-cycle: closes the cycle cart -> catalogue -> cart",
    ]);
  });
});
