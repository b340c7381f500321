import type { CatalogueFilters } from '@coursewise/contract/catalogue-url';
import { useLingui } from '@lingui/react';
import { Button } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useMediaMatch } from '../../../hooks/use-media-match';
import { named } from '../../../lib/lazy-named';
import type { ChangeFilters } from '../hooks/use-catalogue-filters';
import { countPanelFilters } from '../lib/catalogue-params';
import { CatalogueFiltersPanel } from './catalogue-filters';

// The same width as the header's: below it the page is one column and the panel moves to a drawer.
const WIDE_QUERY = '(min-width: 62em)';

// Loaded on the first tap: most phone visitors never open it.
const FiltersDrawer = lazy(() => import('./filters-drawer').then(named('FiltersDrawer')));

interface CatalogueFiltersAreaProps {
  filters: CatalogueFilters;
  onChange: ChangeFilters;
}

/**
 * The filters beside the results on wide screens; on phones a "Filters (n)" button opening them in a
 * drawer, so the first courses show on the first screen.
 */
export function CatalogueFiltersArea({ filters, onChange }: CatalogueFiltersAreaProps) {
  // Unknown (undefined) while a server-rendered page hydrates: both are drawn, CSS shows one.
  const { _ } = useLingui();
  const isWide = useMediaMatch(WIDE_QUERY);
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const panel = (
    <aside aria-label={_('catalogue.filters.title')} className={isWide ? undefined : 'wide-only'}>
      <CatalogueFiltersPanel filters={filters} onChange={onChange} />
    </aside>
  );
  if (isWide) return panel;

  // Focus goes back to the button by hand: Mantine returns it only to what was focused when `opened`
  // turned true, which a drawer mounted already open (the lazy first time) never saw.
  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };
  const count = countPanelFilters(filters);
  return (
    <>
      {isWide === undefined ? panel : null}
      <Button
        ref={buttonRef}
        className={isWide === undefined ? 'narrow-only' : undefined}
        variant="default"
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
      >
        {_('catalogue.filters.button', { count })}
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <FiltersDrawer isOpen={isOpen} onClose={close} filters={filters} onChange={onChange} />
        </Suspense>
      ) : null}
    </>
  );
}
