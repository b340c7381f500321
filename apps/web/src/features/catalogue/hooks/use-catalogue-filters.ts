import {
  type CatalogueFilters,
  parseCatalogueParams,
  toCatalogueParams,
} from '@coursewise/contract/catalogue-url';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { changeFilters } from '../lib/catalogue-params';

export interface FilterChangeOptions {
  /** Correct the current entry instead of adding one (a page past the last one). */
  replace?: boolean;
}

export type ChangeFilters = (change: Partial<CatalogueFilters>, options?: FilterChangeOptions) => void;

/**
 * The catalogue's filters live in the URL: each change is a history entry, so back and forward
 * step through searches and a link shows the same results to anyone.
 */
export function useCatalogueFilters(): [CatalogueFilters, ChangeFilters] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseCatalogueParams(params), [params]);
  // Read at call time: a delayed change (the search box's typing pause) must not undo a newer one.
  const latest = useRef(filters);
  latest.current = filters;

  const update = useCallback<ChangeFilters>(
    (change: Partial<CatalogueFilters>, { replace = false }: FilterChangeOptions = {}) => {
      const current = toCatalogueParams(latest.current);
      const next = toCatalogueParams(changeFilters(latest.current, change));
      if (next.toString() !== current.toString()) setParams(next, { replace });
    },
    [setParams],
  );
  return [filters, update];
}
