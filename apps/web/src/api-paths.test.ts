// biome-ignore-all lint/suspicious/noTemplateCurlyInString: planted sources are code text, their templates meant as written
import * as routeTables from '@coursewise/contract/routes';
import { describe, expect, it } from 'vitest';
import { type ApiRoute, checkApiPaths, formatFinding, routesOf, type SourceFile } from './test/api-paths';

const routes = routesOf(routeTables);
const file = (path: string, text: string): SourceFile => ({ path, text });
const violationsIn = (...files: SourceFile[]) => checkApiPaths(files, routes).violations.map(formatFinding);

describe('API paths in apps/web/src', () => {
  it('none: every call goes through call(route) and every link through hrefOf(route), tests included', () => {
    const glob = import.meta.glob<string>('./**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const files = Object.entries(glob).map(([key, text]) => file(key.replace(/^\.\//, ''), text));
    expect(files.length).toBeGreaterThan(400);
    expect(routes.length).toBeGreaterThan(100);

    const { violations, routerPaths } = checkApiPaths(files, routes);
    expect(violations.map(formatFinding)).toEqual([]);
    // Relative router paths that look like a route are pages; none does today.
    expect(routerPaths.map(formatFinding)).toEqual([]);
  });
});

describe('the API path checker', () => {
  it('reads every route of the contract', () => {
    const byId = new Map(routes.map((route): [string, ApiRoute] => [route.id, route]));
    expect(byId.get('listCourses')).toEqual({ id: 'listCourses', method: 'GET', url: '/course/list' });
    expect(byId.get('adminGetUser')?.url).toBe('/admin/users/:id');
  });

  it('refuses a route written as a string, with a query, or in a template', () => {
    expect(
      violationsIn(
        file(
          'api/get-courses.ts',
          [
            "send('GET', 'course/list');",
            "fetch(buildUrl('course/list?page=2&limit=12'));",
            'send("GET", `certification/${id}/pdf`);',
            'send("PUT", `admin/users/${user.id}`, body);',
            "const path = 'wish/add-remove';",
          ].join('\n'),
        ),
      ),
    ).toEqual([
      "api/get-courses.ts:1: 'course/list' names GET /course/list (listCourses)",
      "api/get-courses.ts:2: 'course/list?page=2&limit=12' names GET /course/list (listCourses)",
      "api/get-courses.ts:3: 'certification/${…}/pdf' names GET /certification/:id/pdf (getCertificatePdf)",
      "api/get-courses.ts:4: 'admin/users/${…}' names PUT /admin/users/:id (adminUpdateUser)",
      "api/get-courses.ts:5: 'wish/add-remove' names POST /wish/add-remove (toggleWishlist)",
    ]);
  });

  it('refuses addresses under /api/, with or without an origin, in code, JSX and tests', () => {
    expect(
      violationsIn(
        file(
          'features/certificates/components/pdf-link.tsx',
          [
            'const a = <a href="/api/certification/c-1/pdf">PDF</a>;',
            "const b = 'api/user/profile';",
            "const c = 'https://coursewise.example/api/certification/c-1/pdf';",
            'const d = `${ORIGIN}/api/certification/${id}/pdf`;',
          ].join('\n'),
        ),
        file(
          'features/cart/routes/cart-page.test.tsx',
          "expect(sent[0]?.url).toBe('/api/cart/list?currency=USD');",
        ),
      ),
    ).toEqual([
      "features/certificates/components/pdf-link.tsx:1: '/api/certification/c-1/pdf' is an address under /api/",
      "features/certificates/components/pdf-link.tsx:2: 'api/user/profile' is an address under /api/",
      "features/certificates/components/pdf-link.tsx:3: 'https://coursewise.example/api/certification/c-1/pdf' is an address under /api/",
      "features/certificates/components/pdf-link.tsx:4: '${…}/api/certification/${…}/pdf' is an address under /api/",
      "features/cart/routes/cart-page.test.tsx:1: '/api/cart/list?currency=USD' is an address under /api/",
    ]);
  });

  it('refuses the beginning of a route joined to the rest, and a path: that configures a call', () => {
    expect(
      violationsIn(
        file(
          'api/get-payment.ts',
          [
            "request('GET', 'course/payment/' + id);",
            'const toggle = createCourseToggle({ path: `cart/add-remove`, answer: "inCart" });',
            "const media = 'media/videos/intro.webm';",
          ].join('\n'),
        ),
      ),
    ).toEqual([
      "api/get-payment.ts:1: 'course/payment/' begins GET /course/payment/:id (getPayment)",
      "api/get-payment.ts:2: 'cart/add-remove' names POST /cart/add-remove (toggleCart)",
      "api/get-payment.ts:3: 'media/videos/intro.webm' names GET /media/* (getSignedMedia)",
    ]);
  });

  it('accepts page addresses, imports, the API base, action types and other text', () => {
    const source = [
      "import { getCart } from '../api/get-cart';",
      "const Admin = lazy(() => import('./admin/users/users-page'));",
      "navigate('/courses/modern-javascript');",
      'const link = `/learn/${slug}/chapters/${chapterId}`;',
      // The console's pages mirror the admin API's paths, one level up.
      "const page = '/admin/users/' + id;",
      'const edit = `/admin/courses/${id}/curriculum`;',
      "export const API_BASE = '/api/';",
      "const setUser = createAction('user/setUser');",
      "notify.error('Check course/list and try again');",
      'const joined = `${base}/${rest}`;',
      "const health = 'health';",
      // The web's own files and folders share names with API areas.
      "const files = ['api/get-course.ts', 'admin/users/users-page.tsx'];",
      "const isConsole = path.startsWith('admin/');",
      'const url = `${API_BASE}some/where`;',
    ].join('\n');
    expect(violationsIn(file('app/layout/header.tsx', source))).toEqual([]);
  });

  it('reports a relative React Router path that matches a route apart, as a page', () => {
    const router = [
      "const routes = [{ path: 'course/list', element: <Catalogue /> }];",
      "const children = [{ path: 'user/profile', lazy: () => import('./profile') }];",
      'const jsx = <Route path="cart/list" element={<Cart />} />;',
      "const notARoute = { path: 'cart/list', title: 'Cart' };",
    ].join('\n');
    const { violations, routerPaths } = checkApiPaths([file('app/router.tsx', router)], routes);
    expect(routerPaths.map(formatFinding)).toEqual([
      "app/router.tsx:1: 'course/list' names GET /course/list (listCourses)",
      "app/router.tsx:2: 'user/profile' names GET /user/profile (getProfile)",
      "app/router.tsx:3: 'cart/list' names GET /cart/list (getCart)",
    ]);
    expect(violations.map(formatFinding)).toEqual([
      "app/router.tsx:4: 'cart/list' names GET /cart/list (getCart)",
    ]);
  });
});
