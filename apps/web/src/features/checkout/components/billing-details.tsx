import type { BillingDetails } from '@coursewise/contract';
import { billingLimits, countryCodes } from '@coursewise/contract/billing-rules';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Button, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import classes from './checkout.module.css';

type Field = keyof BillingDetails;
type Errors = Partial<Record<Field, string>>;

const TAX_ID = /^[A-Za-z0-9 .\-/]+$/;

/** The server's limits (contract `BillingDetails`), checked before the order is priced again. */
function check(values: Record<Field, string>, _: I18n['_']): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  const lines = values.address.split('\n').filter((line) => line.trim());
  if (!name) errors.name = _('commerce.billing.nameMissing');
  else if (name.length > billingLimits.nameMax)
    errors.name = _('commerce.billing.tooLong', { max: billingLimits.nameMax });
  if (lines.length === 0) errors.address = _('commerce.billing.addressMissing');
  else if (values.address.length > billingLimits.addressMax)
    errors.address = _('commerce.billing.tooLong', { max: billingLimits.addressMax });
  else if (lines.length > billingLimits.addressLinesMax)
    errors.address = _('commerce.billing.tooManyLines', { max: billingLimits.addressLinesMax });
  if (!countryCodes.includes(values.country)) errors.country = _('commerce.billing.chooseCountry');
  const taxId = values.taxId.trim();
  if (taxId.length > billingLimits.taxIdMax)
    errors.taxId = _('commerce.billing.tooLong', { max: billingLimits.taxIdMax });
  else if (taxId && !TAX_ID.test(taxId)) errors.taxId = _('commerce.billing.taxIdCharacters');
  return errors;
}

interface BillingDetailsProps {
  value: BillingDetails | undefined;
  onChange: (billing: BillingDetails | undefined) => void;
  disabled?: boolean;
}

/**
 * "Add billing details for an invoice": a disclosure (a native `<details>`, so keyboard and screen
 * readers know it) with the name or company, address, country and tax id the invoice is made out to.
 * Saving them prices the order again with the details kept on the payment.
 */
export function BillingDetailsSection({ value, onChange, disabled }: BillingDetailsProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const [values, setValues] = useState<Record<Field, string>>({
    name: value?.name ?? '',
    address: value?.address ?? '',
    country: value?.country ?? '',
    taxId: value?.taxId ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const next = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: next }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values, _);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const taxId = values.taxId.trim();
    onChange({
      name: values.name.trim(),
      address: values.address.trim(),
      country: values.country,
      ...(taxId ? { taxId } : {}),
    });
  };

  return (
    <details className={classes.billing} open={value ? true : undefined}>
      <summary>{_('commerce.billing.summary')}</summary>
      <form onSubmit={submit} noValidate aria-label={_('commerce.billing.form')}>
        <Stack gap="sm" mt="sm">
          <TextInput
            label={_('commerce.billing.name')}
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            maxLength={billingLimits.nameMax}
            autoComplete="organization"
            required
          />
          <Textarea
            label={_('commerce.billing.address')}
            value={values.address}
            onChange={set('address')}
            error={errors.address}
            maxLength={billingLimits.addressMax}
            autoComplete="street-address"
            autosize
            minRows={3}
            required
          />
          <NativeSelect
            label={_('commerce.billing.country')}
            value={values.country}
            onChange={set('country')}
            error={errors.country}
            data={[{ value: '', label: _('commerce.billing.chooseCountry') }, ...countries]}
            autoComplete="country"
            required
          />
          <TextInput
            label={_('commerce.billing.taxId')}
            description={_('commerce.billing.taxIdHint')}
            value={values.taxId}
            onChange={set('taxId')}
            error={errors.taxId}
            maxLength={billingLimits.taxIdMax}
          />
          <Button type="submit" variant="default" disabled={disabled}>
            {_('commerce.billing.use')}
          </Button>
          {value ? (
            <Text size="sm" role="status">
              {_('commerce.billing.madeOutTo', { name: value.name })}
            </Text>
          ) : null}
        </Stack>
      </form>
    </details>
  );
}
