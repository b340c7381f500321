import { describe, expect, it } from 'vitest';
import {
  applyExceptions,
  checkImportBoundaries,
  formatViolation,
  importExceptions,
  type SourceFile,
  sourceFilesOf,
} from './test/import-boundaries';

const check = (files: SourceFile[]) => checkImportBoundaries(files).map(formatViolation);
const file = (path: string, text: string): SourceFile => ({ path, text });

describe('import boundaries of apps/web/src', () => {
  it('hold: no feature imports another feature, admin/ or app/; admin/ no learner feature or app/; shared code none', () => {
    const glob = import.meta.glob<string>('./**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const files = sourceFilesOf(glob);
    expect(files.filter((f) => f.path.startsWith('admin/')).length).toBeGreaterThan(50);
    expect(files.filter((f) => f.path.startsWith('features/admin/'))).toEqual([]);
    expect(files.filter((f) => f.path.startsWith('app/')).length).toBeGreaterThan(10);
    const { violations, unusedExceptions } = applyExceptions(checkImportBoundaries(files), importExceptions);
    expect(violations.map(formatViolation)).toEqual([]);
    expect(unusedExceptions).toEqual([]);
  });
});

describe('the web boundary checker', () => {
  it('accepts a feature importing itself and shared code, and the shell importing features', () => {
    const files = [
      file(
        'features/cart/routes/cart-page.tsx',
        "import { CartList } from '../components/cart-list';\nimport { getCart } from '../../../api/get-cart';\n" +
          "import { EmptyState } from '../../../components/empty-state';\nimport { format } from '../../../lib/format';",
      ),
      file('admin/users/users-page.tsx', "import { AdminTable } from '../components/admin-table';"),
      file('admin/users/users-api.ts', "import { call } from '../../lib/api-client';"),
      file('app/router.tsx', "const AdminApp = lazy(() => import('../admin'));"),
      file('main.tsx', "import { router } from './app/router';"),
      file('test/render.tsx', "import { Providers } from '../app/providers';"),
      file('test/admin-render.tsx', "import { AdminApp } from '../admin';"),
    ];
    expect(check(files)).toEqual([]);
  });

  it('refuses a feature importing another feature, statically, by re-export or lazily', () => {
    const files = [
      file('features/cart/routes/cart-page.tsx', "import { x } from '../../wishlist/api/get-wishlist';"),
      file('features/home/index.ts', "export { CoursePage } from '../catalogue/routes/course-page';"),
      file(
        'features/checkout/routes/page.tsx',
        "const P = lazy(() => import('../../learning/routes/player'));",
      ),
    ];
    expect(check(files)).toEqual([
      "features/cart/routes/cart-page.tsx: feature-imports-feature: imports '../../wishlist/api/get-wishlist' (the wishlist feature)",
      "features/home/index.ts: feature-imports-feature: imports '../catalogue/routes/course-page' (the catalogue feature)",
      "features/checkout/routes/page.tsx: feature-imports-feature: imports '../../learning/routes/player' (the learning feature)",
    ]);
  });

  it('refuses a learner feature importing the app shell or the admin console', () => {
    const files = [
      file('features/auth/routes/sign-in-page.tsx', "import type { AppStore } from '../../../app';"),
      file(
        'features/account/routes/profile.tsx',
        "import { DataTable } from '../../../admin/components/data-table';",
      ),
      file('features/home/index.ts', "const A = lazy(() => import('../../admin'));"),
    ];
    expect(check(files)).toEqual([
      "features/auth/routes/sign-in-page.tsx: feature-imports-app: imports '../../../app' (the app shell)",
      "features/account/routes/profile.tsx: feature-imports-admin: imports '../../../admin/components/data-table' (the admin console)",
      "features/home/index.ts: feature-imports-admin: imports '../../admin' (the admin console)",
    ]);
  });

  it('refuses the admin console importing a learner feature or the app shell', () => {
    const files = [
      file('admin/catalogue/course-form.tsx', "import { x } from '../../features/catalogue/api/get-course';"),
      file('admin/layout/admin-layout.tsx', "export { y } from '../../features/account/api/get-profile';"),
      file('admin/users/users-page.tsx', "import { z } from '../../app/toast-area';"),
      file('admin/index.tsx', "const P = lazy(() => import('../app/providers'));"),
    ];
    expect(check(files)).toEqual([
      "admin/catalogue/course-form.tsx: admin-imports-learner: imports '../../features/catalogue/api/get-course' (the catalogue feature)",
      "admin/layout/admin-layout.tsx: admin-imports-learner: imports '../../features/account/api/get-profile' (the account feature)",
      "admin/users/users-page.tsx: admin-imports-app: imports '../../app/toast-area' (the app shell)",
      "admin/index.tsx: admin-imports-app: imports '../app/providers' (the app shell)",
    ]);
  });

  it('refuses the shell or main.tsx loading the console with the learner pages: only lazily', () => {
    const files = [
      file('app/router.tsx', "import { AdminApp } from '../admin';"),
      file('main.tsx', "export { adminPageRoutes } from './admin/admin-routes';"),
      file('app/providers.tsx', "import type { AdminResource } from '../admin/api/admin-api';"),
      file('app/routes.tsx', "const AdminApp = lazy(() => import('../admin'));"),
    ];
    expect(check(files)).toEqual([
      "app/router.tsx: app-imports-admin-eagerly: imports '../admin' (the admin console)",
      "main.tsx: app-imports-admin-eagerly: imports './admin/admin-routes' (the admin console)",
    ]);
  });

  it('refuses shared code importing a feature or the shell, and ignores test files', () => {
    const files = [
      file('components/course/course-card.tsx', "import { x } from '../../features/cart/api/toggle-cart';"),
      file('lib/api-client.ts', "import { store } from '../app/providers';"),
      file('hooks/use-logout.ts', "import { y } from '../admin';"),
      file('api/get-course.ts', "import { w } from '../admin/api/admin-api';"),
      file(
        'components/review-form.test.tsx',
        "import { z } from '../features/catalogue/routes/course-page';",
      ),
    ];
    expect(check(files)).toEqual([
      "components/course/course-card.tsx: shared-imports-area: imports '../../features/cart/api/toggle-cart' (the cart feature)",
      "lib/api-client.ts: shared-imports-area: imports '../app/providers' (the app shell)",
      "hooks/use-logout.ts: shared-imports-area: imports '../admin' (the admin console)",
      "api/get-course.ts: shared-imports-area: imports '../admin/api/admin-api' (the admin console)",
    ]);
  });

  it('lets a listed exception through and names an exception that no longer occurs', () => {
    const violations = checkImportBoundaries([
      file('features/cart/cart-page.tsx', "import { x } from '../wishlist/get-wishlist';"),
    ]);
    const exceptions = {
      'features/cart/cart-page.tsx -> ../wishlist/get-wishlist': 'remove in issue 20 item 4',
      'features/home/home-page.tsx -> ../catalogue/course-page': 'moved to components/ since',
    };
    const result = applyExceptions(violations, exceptions);
    expect(result.violations).toEqual([]);
    expect(result.unusedExceptions).toEqual(['features/home/home-page.tsx -> ../catalogue/course-page']);
  });
});
