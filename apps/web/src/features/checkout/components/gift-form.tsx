import { type GiftInput, giftLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type Static, Type } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
import { emailField } from '../../../lib/form-schemas';
import { formResolver, withMessage } from '../../../lib/validation';
import { fieldMessage } from '../lib/checkout-messages';

const giftSchema = Type.Object({
  email: emailField,
  message: withMessage(
    Type.String({ maxLength: giftLimits.messageMax }),
    `Keep the message to ${giftLimits.messageMax} characters`,
  ),
});
type GiftValues = Static<typeof giftSchema>;
const resolver = formResolver(giftSchema, { trim: ['email', 'message'] });

interface GiftFormProps {
  initial: GiftInput | null;
  onSubmit: (gift: GiftInput) => void;
}

/** The recipient's address and an optional message; the order is priced once they are given. */
export function GiftForm({ initial, onSubmit }: GiftFormProps) {
  const { _ } = useLingui();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<GiftValues>({
    resolver,
    defaultValues: { email: initial?.email ?? '', message: initial?.message ?? '' },
  });
  const used = watch('message').length;
  const submit = handleSubmit(({ email, message }) => onSubmit(message ? { email, message } : { email }));
  return (
    <Paper withBorder radius="lg" p="lg">
      <form onSubmit={submit} noValidate aria-labelledby="gift-form-title">
        <Stack gap="md">
          <Text fw={700} id="gift-form-title">
            {_('commerce.gift.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {_('commerce.gift.intro')}
          </Text>
          <TextInput
            label={_('commerce.gift.email')}
            type="email"
            autoComplete="off"
            required
            error={fieldMessage(_, errors.email?.message)}
            {...register('email')}
          />
          <Textarea
            label={_('commerce.gift.message')}
            description={_('commerce.gift.messageHint', { max: giftLimits.messageMax, used })}
            autosize
            minRows={3}
            maxLength={giftLimits.messageMax}
            error={fieldMessage(_, errors.message?.message)}
            {...register('message')}
          />
          <Button type="submit" style={{ alignSelf: 'flex-start' }}>
            {_('commerce.gift.continue')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
