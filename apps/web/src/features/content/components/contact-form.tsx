import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../../components/form-fields/email-field';
import { notify } from '../../../lib/event-bus';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { useSubmitContact } from '../api/submit-contact';
import { type ContactValues, contactSchema } from '../schemas';
import classes from './content.module.css';

const MESSAGE_MAX = 5000;
const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '', website: '' };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const resolver = formResolver(contactSchema, { trim: ['name', 'email', 'subject', 'message'] });

/** Name, email, optional subject and message, plus a honeypot that only bots fill in. */
export function ContactForm() {
  const submitContact = useSubmitContact();
  const form = useForm<ContactValues>({ resolver, defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = form;
  const messageLength = watch('message').length;

  const submit = handleSubmit((values) =>
    submitContact.mutate(
      { ...values, subject: values.subject || undefined, website: values.website || undefined },
      {
        onSuccess: (message) => {
          notify.success(message);
          reset(EMPTY);
        },
        onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Contact form">
      <Stack gap="md">
        <TextInput
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField form={form} name="email" />
        <TextInput
          label="Subject"
          description="Optional"
          error={errors.subject?.message}
          {...register('subject')}
        />
        <Textarea
          label="Message"
          description={`10 to ${MESSAGE_MAX} characters (${messageLength} used).`}
          autosize
          minRows={6}
          maxLength={MESSAGE_MAX}
          required
          error={errors.message?.message}
          {...register('message')}
        />
        {/* Honeypot: hidden from people and assistive technology; a bot that fills it is ignored. */}
        <div className={classes.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>
        <Group>
          <Button type="submit" loading={submitContact.isPending} disabled={submitContact.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
