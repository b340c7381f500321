import type { Messages } from '@lingui/core';

/** Every page catalogue's file (i18n/load-catalogue.ts): a chunk of its own, fetched with the first page that needs one. */
export const pageCatalogueFiles = import.meta.glob<{ default: Messages }>([
  './catalogues/*/*.json',
  '!./catalogues/core/*.json',
]);
