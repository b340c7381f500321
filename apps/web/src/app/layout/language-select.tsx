import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../i18n/locales';
import classes from './layout.module.css';
import { useChooseLocale } from './use-locale-sync';

/**
 * The language menu of the header and the footer: each language named in itself (and marked so, for
 * screen readers); the choice is kept in the `locale` cookie (and a signed-in learner's profile) and
 * shown without a reload. A native
 * select, like the currency picker: keyboard and screen-reader ready, and light on the first screen.
 */
export function LanguageSelect({ isLabelShown = false }: { isLabelShown?: boolean }) {
  const id = useId();
  const { i18n, _ } = useLingui();
  const choose = useChooseLocale();
  return (
    <div className={classes.currency}>
      <label htmlFor={id} className={isLabelShown ? classes.currencyLabel : classes.visuallyHidden}>
        {_('shell.language')}
      </label>
      <select
        id={id}
        className={classes.currencySelect}
        value={i18n.locale}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLocale(next)) choose(next);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
