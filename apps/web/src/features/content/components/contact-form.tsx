import type { User } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../../components/form-fields/email-field';
import { notify } from '../../../lib/event-bus';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { selectUser, useAppSelector } from '../../../store';
import { useSubmitContact } from '../api/submit-contact';
import { type ContactValues, contactSchema, MESSAGE_LENGTH } from '../schemas';
import classes from './content.module.css';

const MESSAGE_MAX = 5000;
const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '', website: '' };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const resolver = formResolver(contactSchema, { trim: ['name', 'email', 'subject', 'message'] });

/** A signed-in learner's name and email, so they need not type them (they stay editable). */
function prefilled(user: User | null): ContactValues {
  if (!user) return EMPTY;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return { ...EMPTY, name, email: user.email };
}

/** Name, email, optional subject and message, plus a honeypot that only bots fill in. */
export function ContactForm() {
  const submitContact = useSubmitContact();
  const { _ } = useLingui();
  const user = useAppSelector(selectUser);
  const initial = prefilled(user);
  const form = useForm<ContactValues>({ resolver, defaultValues: initial });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    getFieldState,
    setValue,
    formState: { errors },
  } = form;
  const messageLength = watch('message').length;

  // The profile can arrive after the form shows (start-up fetches it): fill what was not typed yet.
  const { name: learnerName, email: learnerEmail } = initial;
  useEffect(() => {
    const known = { name: learnerName, email: learnerEmail };
    for (const field of ['name', 'email'] as const) {
      if (known[field] && !getFieldState(field).isDirty) setValue(field, known[field]);
    }
  }, [learnerName, learnerEmail, getFieldState, setValue]);

  const submit = handleSubmit((values) =>
    submitContact.mutate(
      { ...values, subject: values.subject || undefined, website: values.website || undefined },
      {
        onSuccess: (message) => {
          notify.success(message || _('content.contact.thanks'));
          reset(initial);
        },
        onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={_('content.contact.form')}>
      <Stack gap="md">
        <TextInput
          label={_('content.contact.name')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField form={form} name="email" />
        <TextInput
          label={_('content.contact.subject')}
          description={_('content.contact.optional')}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <Textarea
          label={_('content.contact.message')}
          description={_('content.contact.messageHint', { max: MESSAGE_MAX, used: messageLength })}
          autosize
          minRows={6}
          maxLength={MESSAGE_MAX}
          required
          error={
            errors.message?.message === MESSAGE_LENGTH
              ? _('content.contact.messageLength')
              : errors.message?.message
          }
          {...register('message')}
        />
        {/* Honeypot: hidden from people and assistive technology; a bot that fills it is ignored. */}
        <div className={classes.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>
        <Group>
          <Button type="submit" loading={submitContact.isPending} disabled={submitContact.isPending}>
            {_('content.contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
