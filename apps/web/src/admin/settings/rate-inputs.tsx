import type { AdminSettings, SettingsUpdateBody } from '@coursewise/contract';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { isApiError } from '../../lib/api-client';
import { serverFieldMessage } from '../../lib/validation';
import { ConfirmDialog } from '../components/confirm-dialog';
import { showSaveError } from '../lib/admin-form';
import {
  RATE_CODES,
  type RateCode,
  rateChangeWarnings,
  rateRangeError,
  readRate,
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
  const typed = useWatch({ control: form.control, name: 'rates' });
  const errors = form.formState.errors.rates;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {RATE_CODES.map((code) => {
        const rate = readRate(typed[code]);
        const valid = rate !== null && rateRangeError(code, typed[code]) === null;
        return (
          <TextInput
            key={code}
            label={`${code} per US dollar`}
            inputMode="decimal"
            autoComplete="off"
            description={valid ? `A $19.99 course costs ${samplePrice(code, rate)}` : undefined}
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
 * Answers whether it placed any; a change the server wants confirmed answers its sentences instead.
 */
export function placeRateErrors(
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
    const message = serverFieldMessage(`rates.${code}`, item.message, `${code} rate`);
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
  const [pending, setPending] = useState<PendingRateChange | null>(null);
  const send = (body: SettingsUpdateBody) =>
    mutation.mutate(body, {
      onSuccess: () => setPending(null),
      onError: (error) => {
        const { placed, toConfirm } = placeRateErrors(error, form);
        setPending(toConfirm ? { body, lines: toConfirm } : null);
        if (!placed && !toConfirm) showSaveError(error, form);
      },
    });
  const save = (body: SettingsUpdateBody) => {
    const lines = rateChangeWarnings(body.currency?.rates ?? {}, settings.currency.rates);
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
  const { pending } = props;
  return (
    <ConfirmDialog
      opened={pending !== null}
      onClose={props.onCancel}
      title="Change the currency rate?"
      message={
        <>
          {pending?.lines.map((line) => (
            <Text span display="block" mb="xs" key={line}>
              {line}
            </Text>
          ))}
          <Text span display="block">
            That is a change of more than 20 %: learners paying in that currency are charged the new price at
            once.
          </Text>
        </>
      }
      confirmLabel="Change the rate"
      isPending={props.isSaving}
      onConfirm={() => {
        if (!pending?.body.currency) return;
        props.onConfirm({ ...pending.body, currency: { ...pending.body.currency, confirmRateChange: true } });
      }}
    />
  );
}
