import type { BillingDetails } from '@coursewise/contract';
import { billingLimits, countryCodes } from '@coursewise/contract/billing-rules';
import { Button, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import classes from './checkout.module.css';

type Field = keyof BillingDetails;
type Errors = Partial<Record<Field, string>>;

const TAX_ID = /^[A-Za-z0-9 .\-/]+$/;

/** The server's limits (contract `BillingDetails`), checked before the order is priced again. */
function check(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  const lines = values.address.split('\n').filter((line) => line.trim());
  if (!name) errors.name = 'Enter the name of the person or company to bill';
  else if (name.length > billingLimits.nameMax) errors.name = `At most ${billingLimits.nameMax} characters`;
  if (lines.length === 0) errors.address = 'Enter the billing address';
  else if (values.address.length > billingLimits.addressMax)
    errors.address = `At most ${billingLimits.addressMax} characters`;
  else if (lines.length > billingLimits.addressLinesMax)
    errors.address = `At most ${billingLimits.addressLinesMax} lines`;
  if (!countryCodes.includes(values.country)) errors.country = 'Choose a country';
  const taxId = values.taxId.trim();
  if (taxId.length > billingLimits.taxIdMax) errors.taxId = `At most ${billingLimits.taxIdMax} characters`;
  else if (taxId && !TAX_ID.test(taxId)) errors.taxId = 'Letters, digits, spaces and . - / only';
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
  const [values, setValues] = useState<Record<Field, string>>({
    name: value?.name ?? '',
    address: value?.address ?? '',
    country: value?.country ?? '',
    taxId: value?.taxId ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, []);
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const next = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: next }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
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
      <summary>Add billing details for an invoice</summary>
      <form onSubmit={submit} noValidate aria-label="Billing details">
        <Stack gap="sm" mt="sm">
          <TextInput
            label="Name or company"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            maxLength={billingLimits.nameMax}
            autoComplete="organization"
            required
          />
          <Textarea
            label="Address"
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
            label="Country"
            value={values.country}
            onChange={set('country')}
            error={errors.country}
            data={[{ value: '', label: 'Choose a country' }, ...countries]}
            autoComplete="country"
            required
          />
          <TextInput
            label="Tax ID (optional)"
            description="VAT or company number, printed on the invoice"
            value={values.taxId}
            onChange={set('taxId')}
            error={errors.taxId}
            maxLength={billingLimits.taxIdMax}
          />
          <Button type="submit" variant="default" disabled={disabled}>
            Use these details
          </Button>
          {value ? (
            <Text size="sm" role="status">
              The invoice will be made out to {value.name}.
            </Text>
          ) : null}
        </Stack>
      </form>
    </details>
  );
}
