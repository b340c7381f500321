import { type AdminSettings, socialNetworks } from '@coursewise/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { QueryError } from '../../components/query-error';
import { notify } from '../../lib/event-bus';
import { useAppDispatch, useAppSelector } from '../../store';
import { setSettings } from '../../store/user-slice';
import { AdminPage } from '../components/admin-page';
import { UploadField } from '../components/upload-field';
import { showSaveError } from '../lib/admin-form';
import { InstructorShareSetting } from './instructor-share-setting';
import { RateChangeDialog, RateInputs, useRateConfirmation } from './rate-inputs';
import { RefundSettings } from './refund-settings';
import { SecretField } from './secret-field';
import { useAdminSettings, useSaveSettings } from './settings-api';
import {
  type SettingsFormValues,
  settingsResolver,
  toFormValues,
  toUpdateBody,
} from './settings-form-schema';

const SOCIAL_LABELS: Record<(typeof socialNetworks)[number], string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  github: 'GitHub',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const dispatch = useAppDispatch();
  const siteSettings = useAppSelector((state) => state.user.settingsData);
  const form = useForm<SettingsFormValues>({
    resolver: settingsResolver,
    defaultValues: toFormValues(settings),
    mode: 'onTouched',
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [removing, setRemoving] = useState<'secretKey' | 'webhookSecret' | null>(null);

  const save = useSaveSettings((saved) => {
    form.reset(toFormValues(saved));
    // The header of this console and the learner's site read the public settings from the store.
    if (siteSettings) {
      const { siteName, logoUrl, refundWindowDays } = saved;
      dispatch(setSettings({ ...siteSettings, siteName, logoUrl, refundWindowDays }));
    }
  });

  const rates = useRateConfirmation(form, settings, save);
  const submit = form.handleSubmit((values: SettingsFormValues) => {
    const body = toUpdateBody(values, settings);
    if (Object.keys(body).length === 0) {
      notify.success('Nothing to save: no setting changed');
      return;
    }
    rates.save(body);
  });
  const removeSecret = (name: 'secretKey' | 'webhookSecret') => {
    setRemoving(name);
    save.mutate(
      { payment: { [name]: null } },
      { onError: (error) => showSaveError(error, form), onSettled: () => setRemoving(null) },
    );
  };

  return (
    // The dialog is outside the form: its own submit must not bubble (through React) into this one.
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={760}>
          <Section title="Site">
            <TextInput
              label="Site name"
              required
              {...register('siteName')}
              error={errors.siteName?.message}
            />
            <TextInput
              label="Contact email"
              description="Messages from the contact form go here."
              type="email"
              required
              {...register('contactEmail')}
              error={errors.contactEmail?.message}
            />
            <Controller
              control={control}
              name="logoUrl"
              render={({ field }) => (
                <UploadField
                  label="Logo"
                  area="home-content"
                  value={field.value}
                  onChange={(upload) => field.onChange(upload?.url ?? null)}
                  description="JPEG, PNG or WebP, at most 5 MB. Shown in the header."
                />
              )}
            />
          </Section>

          <Section title="Social links">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {socialNetworks.map((name) => (
                <TextInput
                  key={name}
                  label={SOCIAL_LABELS[name]}
                  placeholder="https://"
                  {...register(`social.${name}`)}
                  error={errors.social?.[name]?.message}
                />
              ))}
            </SimpleGrid>
          </Section>

          <Section title="Invoices">
            <Text size="sm" c="dimmed">
              Printed as the seller on every invoice. Left empty, invoices show the site name and contact
              email.
            </Text>
            <TextInput
              label="Legal name"
              {...register('seller.legalName')}
              error={errors.seller?.legalName?.message}
            />
            <Textarea
              label="Address"
              autosize
              minRows={3}
              {...register('seller.address')}
              error={errors.seller?.address?.message}
            />
            <TextInput label="Tax ID" {...register('seller.taxId')} error={errors.seller?.taxId?.message} />
          </Section>

          <Section title="Currency rates">
            <Text size="sm" c="dimmed">
              Prices are set in US dollars; learners paying in pounds or euros are charged the price × the
              rate.
            </Text>
            <RateInputs form={form} />
          </Section>

          <Section title="Refunds">
            <RefundSettings control={control} />
          </Section>

          <Section title="Instructors">
            <InstructorShareSetting control={control} />
          </Section>

          <Section title="Payments">
            <Group gap="xs">
              <Text size="sm">Checkout uses</Text>
              <Badge variant="light">
                {settings.payment.provider === 'stripe' ? 'Stripe' : 'Sandbox (test cards only)'}
              </Badge>
            </Group>
            {settings.payment.keysFrom === 'environment' ? (
              <Alert color="yellow" variant="light">
                Stripe keys are set in the server's environment, which wins over the keys stored here.
              </Alert>
            ) : null}
            <Text size="sm" c="dimmed">
              Keys saved here apply from the next start of the server.
            </Text>
            <TextInput
              label="Stripe publishable key"
              placeholder="pk_live_…"
              {...register('publishableKey')}
              error={errors.publishableKey?.message}
            />
            <SecretField
              label="Secret key"
              isSet={settings.payment.secretKeySet}
              registration={register('secretKey')}
              error={errors.secretKey?.message}
              onRemove={() => removeSecret('secretKey')}
              isRemoving={removing === 'secretKey'}
            />
            <SecretField
              label="Webhook secret"
              isSet={settings.payment.webhookSecretSet}
              registration={register('webhookSecret')}
              error={errors.webhookSecret?.message}
              onRemove={() => removeSecret('webhookSecret')}
              isRemoving={removing === 'webhookSecret'}
            />
          </Section>

          <Group>
            <Button type="submit" loading={save.isPending && removing === null}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
      <RateChangeDialog
        pending={rates.pending}
        isSaving={save.isPending}
        onCancel={rates.cancel}
        onConfirm={rates.send}
      />
    </>
  );
}

/** Site settings: name, logo, contact, social links, currency rates, payment keys (write-only). */
export function SettingsPage() {
  const query = useAdminSettings();
  return (
    <AdminPage title="Settings">
      {query.isPending ? (
        <Skeleton height={400} radius="md" />
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          title="We could not load the settings"
        />
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </AdminPage>
  );
}
