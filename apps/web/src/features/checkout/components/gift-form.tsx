import { type GiftInput, giftLimits } from '@coursewise/contract';
import { Button, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type Static, Type } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
import { emailField } from '../../../lib/form-schemas';
import { formResolver, withMessage } from '../../../lib/validation';

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
            Who is the gift for?
          </Text>
          <Text size="sm" c="dimmed">
            We will email them a code to redeem the course once you have paid. You get the receipt.
          </Text>
          <TextInput
            label="Recipient's email"
            type="email"
            autoComplete="off"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Textarea
            label="Message"
            description={`Optional, up to ${giftLimits.messageMax} characters (${used} used).`}
            autosize
            minRows={3}
            maxLength={giftLimits.messageMax}
            error={errors.message?.message}
            {...register('message')}
          />
          <Button type="submit" style={{ alignSelf: 'flex-start' }}>
            Continue to payment
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
