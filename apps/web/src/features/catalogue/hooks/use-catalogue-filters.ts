import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  type CatalogueFilters,
  changeFilters,
  parseCatalogueParams,
  toCatalogueParams,
} from '../lib/catalogue-params';

/**
 * The catalogue's filters live in the URL: each change is a history entry, so back and forward
 * step through searches and a link shows the same results to anyone.
 */
export function useCatalogueFilters(): [CatalogueFilters, (change: Partial<CatalogueFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseCatalogueParams(params), [params]);
  // Read at call time: a delayed change (the search box's typing pause) must not undo a newer one.
  const latest = useRef(filters);
  latest.current = filters;

  const update = useCallback(
    (change: Partial<CatalogueFilters>) => {
      const current = toCatalogueParams(latest.current);
      const next = toCatalogueParams(changeFilters(latest.current, change));
      if (next.toString() !== current.toString()) setParams(next);
    },
    [setParams],
  );
  return [filters, update];
}
