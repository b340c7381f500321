import type { I18n, Messages } from '@lingui/core';
import { startTransition } from 'react';
import type { Locale } from './locales';

/**
 * The messages are split into catalogues by the part of the app that shows them
 * (`catalogues/<catalogue>/<locale>.json`): `core` is the shell and the home page, fetched before the
 * first render; every other catalogue comes with the pages that use it (`withCatalogues`, in the
 * router), so the home route carries none of the console's or the player's words. `shared` holds the
 * words of the components many pages share (forms, the rich-text editor, the pager, the not-found page,
 * the account menu, the bell, the cookie banner): every lazily loaded part brings it. Each file is a chunk
 * of its own; the build compiles its ICU messages (vite.config.ts, `compiledCatalogues`), so the browser
 * gets no message parser. A message id starts with its catalogue's name (`auth.signIn.title`); ids of
 * the core catalogue start with anything else (`header.signIn`).
 */
export const CATALOGUES = [
  'core',
  'shared',
  'auth',
  'profile',
  'catalogue',
  'video',
  'commerce',
  'learning',
  'assessments',
  'content',
  'console',
  'editor',
] as const;
export type Catalogue = (typeof CATALOGUES)[number];

type CatalogueFile = () => Promise<{ default: Messages }>;

// The core catalogue's files are named here; the table of every other file is itself fetched with the
// first page that needs one (`./catalogue-files.ts`), so the home route does not carry it.
const coreFiles = import.meta.glob<{ default: Messages }>('./catalogues/core/*.json');

async function loadFile(catalogue: Catalogue, locale: Locale): Promise<{ default: Messages }> {
  const path = `./catalogues/${catalogue}/${locale}.json`;
  const files: Record<string, CatalogueFile> =
    catalogue === 'core' ? coreFiles : (await import('./catalogue-files')).pageCatalogueFiles;
  const load = files[path];
  if (!load) throw new Error(`No ${locale} catalogue for ${catalogue}`);
  return load();
}

/** The catalogues each Lingui needs in any language it switches to: core, and those its pages asked for. */
const wanted = new WeakMap<I18n, Set<Catalogue>>();
const wantedBy = (i18n: I18n): Set<Catalogue> => {
  let set = wanted.get(i18n);
  if (!set) {
    set = new Set(['core']);
    wanted.set(i18n, set);
  }
  return set;
};

/** Each Lingui's catalogues by `locale/catalogue`: loaded, or on their way in. */
const loadedInto = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Loads into `i18n` the catalogues it does not hold yet in `locale`, in one `load`. Every `load` makes
 * Lingui tell each component that shows words to draw again, so a catalogue is never loaded twice
 * (the lazy parts of the shell all ask for `shared`), the new ones come together, and the drawing
 * is a transition.
 */
function loadInto(i18n: I18n, locale: Locale, catalogues: readonly Catalogue[]): Promise<void> {
  let loads = loadedInto.get(i18n);
  if (!loads) {
    loads = new Map();
    loadedInto.set(i18n, loads);
  }
  const missing = catalogues.filter((catalogue) => !loads.has(`${locale}/${catalogue}`));
  if (missing.length > 0) {
    const loading = Promise.all(missing.map((catalogue) => loadFile(catalogue, locale))).then((files) => {
      const messages: Messages = Object.assign({}, ...files.map((file) => file.default));
      // What is on the screen already has its words: drawing it again can wait, in slices, rather
      // than block the page in one long task.
      startTransition(() => i18n.load(locale, messages));
    });
    for (const catalogue of missing) {
      const key = `${locale}/${catalogue}`;
      // A failed download (offline) may succeed when a page asks again.
      loads.set(
        key,
        loading.catch((error: unknown) => {
          loads.delete(key);
          throw error;
        }),
      );
    }
  }
  return Promise.all(catalogues.map((catalogue) => loads.get(`${locale}/${catalogue}`))).then(() => {});
}

/** Loads the catalogues `i18n` shows (core at least) in `locale` and makes it the active language. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  await loadInto(i18n, locale, [...wantedBy(i18n)]);
  i18n.activate(locale);
}

/** Loads `catalogues` in the active language, and in any language `i18n` switches to later. */
export async function loadCatalogues(i18n: I18n, catalogues: readonly Catalogue[]): Promise<void> {
  const set = wantedBy(i18n);
  for (const catalogue of catalogues) set.add(catalogue);
  const locale = i18n.locale as Locale | undefined;
  if (locale) await loadInto(i18n, locale, catalogues);
}

/** Every catalogue in `locale` (the server renders any page). */
export function activateEveryCatalogue(i18n: I18n, locale: Locale): Promise<void> {
  return loadCatalogues(i18n, CATALOGUES).then(() => activateLocale(i18n, locale));
}

let appI18n: I18n | undefined;

/** The browser's Lingui (`app/start.tsx`), which lazily loaded pages bring their catalogues into. */
export function registerAppI18n(i18n: I18n): void {
  appI18n = i18n;
}

/**
 * A lazily loaded page's module, resolved once its catalogues are in the browser's Lingui too, so it
 * never shows an id. On the server (no app Lingui) every catalogue is loaded already.
 */
export async function withCatalogues<T>(catalogues: readonly Catalogue[], module: Promise<T>): Promise<T> {
  const wanted: Catalogue[] = ['shared', ...catalogues];
  const [loaded] = await Promise.all([module, appI18n ? loadCatalogues(appI18n, wanted) : undefined]);
  return loaded;
}
