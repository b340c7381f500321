import type { AdminSettings, SettingsUpdateBody } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { isApiError } from '../../lib/api-client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { showSaveError } from '../lib/admin-form';
import type { Translate } from '../lib/locale-text';
import {
  isRateOutOfRange,
  RATE_CODES,
  type RateCode,
  rateChangeWarnings,
  readRate,
  sampleDollars,
  samplePrice,
} from './rates';
import type { useSaveSettings } from './settings-api';
import type { SettingsFormValues } from './settings-form-schema';

/**
 * The GBP and EUR rates as plain text inputs: what was typed stays exactly as typed (a number input
 * clamped 0 to its minimum and 1000 to its maximum, and saved them), with the sample course's price
 * beside a valid rate and the form's or the server's message under a refused one.
 */
export function RateInputs({ form }: { form: UseFormReturn<SettingsFormValues> }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const typed = useWatch({ control: form.control, name: 'rates' });
  const errors = form.formState.errors.rates;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {RATE_CODES.map((code) => {
        const rate = readRate(typed[code]);
        const valid = rate !== null && !isRateOutOfRange(typed[code]);
        return (
          <TextInput
            key={code}
            label={_('console.settings.rates.label', { code })}
            inputMode="decimal"
            autoComplete="off"
            description={
              valid
                ? _('console.settings.rates.sample', {
                    sample: sampleDollars(locale),
                    price: samplePrice(code, rate, locale),
                  })
                : undefined
            }
            {...form.register(`rates.${code}`)}
            error={errors?.[code]?.message}
          />
        );
      })}
    </SimpleGrid>
  );
}

/**
 * After a failed save: the server's rate refusals (`currency.rates.GBP`) go under the rate inputs.
 * Answers whether it placed any; a change the server wants confirmed answers its sentences instead
 * (the server's own words: they carry its values, so the API writes them in English).
 */
export function placeRateErrors(
  _: Translate,
  error: unknown,
  form: UseFormReturn<SettingsFormValues>,
): { placed: boolean; toConfirm: string[] | null } {
  if (!isApiError(error)) return { placed: false, toConfirm: null };
  if (error.code === 'RATE_CHANGE_UNCONFIRMED') {
    const lines = error.errors.map((item) => `${item.message}.`);
    return { placed: false, toConfirm: lines.length > 0 ? lines : [error.message] };
  }
  let placed = false;
  for (const item of error.errors) {
    const code = /^\/?currency[./]rates[./](GBP|EUR)$/.exec(item.path)?.[1] as RateCode | undefined;
    if (!code) continue;
    // A field message is a predicate ("must be at least 0.1", in the page's language): it gets its subject.
    const message = /^[a-z]/.test(item.message)
      ? _('console.settings.rates.serverError', { code, message: item.message })
      : item.message;
    form.setError(`rates.${code}`, { type: 'server', message });
    placed = true;
  }
  return { placed, toConfirm: null };
}

export interface PendingRateChange {
  body: SettingsUpdateBody;
  lines: string[];
}

/**
 * Saves, first asking when a rate moves beyond ±20 % (a typo would reprice every checkout), and
 * asking again when the server refuses an unconfirmed change (another admin saved in between).
 */
export function useRateConfirmation(
  form: UseFormReturn<SettingsFormValues>,
  settings: AdminSettings,
  mutation: ReturnType<typeof useSaveSettings>,
) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const [pending, setPending] = useState<PendingRateChange | null>(null);
  const send = (body: SettingsUpdateBody) =>
    mutation.mutate(body, {
      onSuccess: () => setPending(null),
      onError: (error) => {
        const { placed, toConfirm } = placeRateErrors(_, error, form);
        setPending(toConfirm ? { body, lines: toConfirm } : null);
        if (!placed && !toConfirm) showSaveError(error, form);
      },
    });
  const save = (body: SettingsUpdateBody) => {
    const lines = rateChangeWarnings(_, locale, body.currency?.rates ?? {}, settings.currency.rates);
    if (lines.length > 0) setPending({ body, lines });
    else send(body);
  };
  return { pending, save, send, cancel: () => setPending(null) };
}

/** "Change the rate?": old → new and the sample course's new price; confirming resends, confirmed. */
export function RateChangeDialog(props: {
  pending: PendingRateChange | null;
  isSaving: boolean;
  onCancel: () => void;
  onConfirm: (body: SettingsUpdateBody) => void;
}) {
  const { _ } = useLingui();
  const { pending } = props;
  return (
    <ConfirmDialog
      opened={pending !== null}
      onClose={props.onCancel}
      title={_('console.settings.rates.confirmTitle')}
      message={
        <>
          {pending?.lines.map((line) => (
            <Text span display="block" mb="xs" key={line}>
              {line}
            </Text>
          ))}
          <Text span display="block">
            {_('console.settings.rates.confirmBody')}
          </Text>
        </>
      }
      confirmLabel={_('console.settings.rates.confirm')}
      isPending={props.isSaving}
      onConfirm={() => {
        if (!pending?.body.currency) return;
        props.onConfirm({ ...pending.body, currency: { ...pending.body.currency, confirmRateChange: true } });
      }}
    />
  );
}
