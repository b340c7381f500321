import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const reactRouterDir = packageDir('react-router');

/**
 * Mantine's styles arrive with the components that use them: each of its class-name modules
 * (`Button.module.mjs`) imports that component's stylesheet, so the entry's CSS holds only what the
 * shell and home page render, and every lazy chunk brings its own. The `.layer.css` files put them in
 * the `mantine` cascade layer, which our own (unlayered) styles always override, whatever order the
 * chunks load in. The dev server pre-bundles Mantine, so there `main.tsx` gets the whole stylesheet.
 */
function mantineStylesPerComponent(): Plugin[] {
  const stylesDir = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  return [
    {
      name: 'coursewise:mantine-styles-per-component',
      apply: 'build',
      transform: {
        filter: { id: /@mantine[\\/]core[\\/]esm[\\/].+\.module\.mjs$/ },
        handler(code, id) {
          const stylesheet = join(stylesDir, `${basename(id, '.module.mjs')}.layer.css`);
          if (!existsSync(stylesheet)) return null;
          // Imported last, so the styles of the components this one builds on come first.
          return { code: `${code}\nimport ${JSON.stringify(stylesheet)};\n`, map: null };
        },
      },
    },
    {
      name: 'coursewise:mantine-styles-in-dev',
      apply: 'serve',
      transform: {
        filter: { id: /[\\/]src[\\/]main\.tsx$/ },
        handler(code) {
          return { code: `import '@mantine/core/styles.layer.css';\n${code}`, map: null };
        },
      },
    },
  ];
}

/**
 * The message catalogues (`src/i18n/catalogues/<catalogue>/<locale>.json`, ICU messages by id) reach the browser
 * compiled, as Lingui's runtime reads them: the browser then needs no ICU parser (docs/decisions.md,
 * "Languages: Lingui's runtime"). A bad message fails the build. Tests read the JSON as it is: outside
 * production Lingui compiles it when it is first shown.
 */
function compiledCatalogues(): Plugin {
  const catalogue = /[\\/]src[\\/]i18n[\\/]catalogues[\\/]\w+[\\/]\w+\.json$/;
  const prefix = '\0coursewise-catalogue:';
  return {
    name: 'coursewise:compiled-catalogues',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json') || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // A virtual id not ending in .json, so Vite's own JSON handling leaves it alone.
      return resolved && catalogue.test(resolved.id) ? `${prefix}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length, -'.js'.length);
      this.addWatchFile(file);
      const messages: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/**
 * Recharts (admin dashboard only) gets its own copies of Redux Toolkit, Immer and React Redux. Each is
 * one file, tree-shaken once for the whole app: shared, the learner's entry chunk would carry every
 * part the charts use. Recharts keeps its store in its own React context, so nothing is shared anyway.
 */
function chartsOwnRedux(): Plugin {
  const copies: Record<string, string> = {
    '@reduxjs/toolkit': join(packageDir('@reduxjs/toolkit'), 'dist/redux-toolkit.legacy-esm.js'),
    immer: join(packageDir('immer'), 'dist/immer.legacy-esm.js'),
    'react-redux': join(packageDir('react-redux'), 'dist/react-redux.legacy-esm.js'),
  };
  const isChartsSide = (importer: string) =>
    /[\\/]node_modules[\\/]recharts[\\/]/.test(importer) || Object.values(copies).includes(importer);
  return {
    name: 'coursewise:charts-own-redux',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const copy = copies[source];
      return copy && importer && isChartsSide(importer) ? copy : null;
    },
  };
}

/**
 * react-router's build declares its components as `X = React.forwardRef(…)` without a pure annotation
 * and names them afterwards, so unused ones (`<Form>` and its submit helpers) are never dropped.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'coursewise:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-/ },
      handler(code) {
        const shaken = code
          .replace(/^var (\w+) = (React\d*)\.forwardRef\(/gm, 'var $1 = /* @__PURE__ */ $2.forwardRef(')
          .replace(/^\w+\.displayName = "\w+";$/gm, '');
        // Lines stay where they were, so the package's source map still fits.
        return { code: shaken, map: null };
      },
    },
  };
}

/**
 * Small modules that lazy pages share, gathered by kind. Left to itself the bundler made a file for
 * each set of pages sharing one: the catalogue page fetched 21 files, most under 1 kB, and on a
 * phone's connection those round trips delayed its first paint by 0.7 s (Lighthouse, mobile). Now it
 * fetches 7 (8 kB more in all; its first paint came 0.5 s sooner). What the shell already holds stays
 * there (its group comes first).
 */
/**
 * The loader's own modules: index.html, `main.tsx`, what it imports (the base stylesheets and nothing
 * of the app's) and Vite's dynamic-import helper, which both use. Kept out of the app's chunk.
 */
const LOADER_MODULES = [
  /[\\/]index\.html$/,
  /[\\/]src[\\/]main\.tsx$/,
  /[\\/]src[\\/]app[\\/](page-loaded\.ts|global\.css)$/,
  /@mantine[\\/]core[\\/]styles[\\/](baseline|default-css-variables|global)\.layer\.css$/,
  /preload-helper|modulepreload-polyfill/,
];
const isAppModule = (id: string) => !LOADER_MODULES.some((pattern) => pattern.test(id));

const LAZY_SHARED_GROUPS = [
  // Mantine's internals and hooks: tiny, used by every component.
  { name: 'mantine-base', test: /@mantine[\\/](core[\\/]esm[\\/](core|utils)|hooks)[\\/]/, priority: 3 },
  // The form fields most pages use.
  {
    name: 'mantine-inputs',
    test: /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|Textarea|NativeSelect|CloseButton|Combobox[\\/]ComboboxChevron)[\\/]/,
    priority: 2,
  },
  // Our own API hooks, page hooks and icons, and TanStack Query's mutation hook.
  {
    name: 'app-common',
    test: /[\\/]src[\\/](api|hooks)[\\/]|[\\/]src[\\/]components[\\/](icons|empty-state)\.tsx$|@tanstack[\\/]/,
    priority: 1,
  },
];

/**
 * Mantine's Button carries its group components as statics (`Button.Group`, `Button.GroupSection`), so
 * every page with a button bundles them; the app never groups buttons that way. Without the two
 * assignments the bundler drops them from the first screen's script.
 */
function buttonWithoutGroups(): Plugin {
  return {
    name: 'coursewise:button-without-groups',
    apply: 'build',
    transform: {
      filter: { id: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Button[\\/]Button\.mjs$/ },
      handler(code) {
        // Lines stay where they were, so the package's source map still fits.
        return { code: code.replace(/^Button\.(Group|GroupSection) = \w+;$/gm, ''), map: null };
      },
    },
  };
}

/**
 * The app's `react-router` is `src/lib/react-router.ts`: the package with our `Link` and `NavLink`
 * (src/lib/router-links.tsx), so the package's own, and the framework code only they reach, are not
 * bundled. That module itself (and the links) get the package, its production build when building
 * (the package exports only its development build, with dev warnings on).
 */
function appRouterLinks(mode: string): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/react-router.ts', import.meta.url));
  const links = fileURLToPath(new URL('./src/lib/router-links.tsx', import.meta.url));
  const production = join(reactRouterDir, 'dist/production/index.mjs');
  return {
    name: 'coursewise:app-router-links',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-router' || !importer) return null;
      const fromApp = importer.startsWith(root) && !/[\\/]node_modules[\\/]/.test(importer);
      if (fromApp && importer !== shim && importer !== links) return shim;
      return mode === 'production' ? production : null;
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    compiledCatalogues(),
    mantineStylesPerComponent(),
    chartsOwnRedux(),
    treeShakeReactRouter(),
    buttonWithoutGroups(),
    appRouterLinks(mode),
  ],
  // The server render (`src/entry-server.tsx`) is its own build, loaded by the API from `dist-server/`;
  // its packages come from node_modules at run time, so React is one copy there.
  // react-cookie-consent is CommonJS that Node cannot import by name: bundled.
  ssr: { noExternal: ['react-cookie-consent'] },
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        emptyOutDir: true,
        // The manifest lets the bench and the server see which chunks each route loads.
        manifest: true,
        // Every browser we support has modulepreload (Chrome 66, Firefox 115, Safari 17).
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The page's loader (index.html → main.tsx) and the app it starts (an entry of its own, so
          // its code is one chunk the loader fetches when it is time: after a server-rendered page's
          // pictures, at once otherwise).
          input: { index: join(root, 'index.html'), app: join(root, 'src/app/start.tsx') },
          output: {
            codeSplitting: {
              // Everything the first page needs in one chunk: one request, and gzip sees it all at once
              // (left to itself the bundler cut it into 15 pieces, 7 kB larger in total). The loader
              // stays alone, so the page's first script is tiny and runs nothing of the app.
              groups: [
                { name: 'shell', tags: ['$initial'], test: isAppModule, priority: 4 },
                // Shared by the loader and the app: its own tiny file, or the loader would import the app.
                { name: 'preload-helper', test: /preload-helper/, priority: 5 },
                ...LAZY_SHARED_GROUPS,
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
}));
