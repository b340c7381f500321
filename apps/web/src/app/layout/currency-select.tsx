import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { useCurrency } from '../../hooks/use-currency';
import { CURRENCIES, currencySymbol, isCurrencyCode } from '../../lib/currency';
import { selectSettings, useAppSelector } from '../../store';
import classes from './layout.module.css';

/** The display-currency picker ("$ USD", "£ GBP", "€ EUR"); a native select keeps the header light. */
export function CurrencySelect({ isFullWidth = false }: { isFullWidth?: boolean }) {
  const id = useId();
  const { _ } = useLingui();
  const [currency, setCurrency] = useCurrency();
  const settings = useAppSelector(selectSettings)?.currency;

  return (
    <div className={isFullWidth ? `${classes.currency} ${classes.currencyFull}` : classes.currency}>
      <label htmlFor={id} className={isFullWidth ? classes.currencyLabel : classes.visuallyHidden}>
        {_('header.currency')}
      </label>
      <select
        id={id}
        className={classes.currencySelect}
        value={currency}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isCurrencyCode(next)) setCurrency(next);
        }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {currencySymbol(code, settings)} {code}
          </option>
        ))}
      </select>
    </div>
  );
}
