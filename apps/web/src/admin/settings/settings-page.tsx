import { type AdminSettings, socialNetworks } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import {
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
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { QueryError } from '../../components/query-error';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { notify } from '../../lib/event-bus';
import { useAppDispatch, useAppSelector } from '../../store';
import { setSettings } from '../../store/user-slice';
import { AdminPage } from '../components/admin-page';
import { UploadField } from '../components/upload-field';
import { showSaveError } from '../lib/admin-form';
import { InstructorShareSetting } from './instructor-share-setting';
import { PaymentSettings, type SecretName } from './payment-settings';
import { RateChangeDialog, RateInputs, useRateConfirmation } from './rate-inputs';
import { RefundSettings } from './refund-settings';
import { useAdminSettings, useSaveSettings } from './settings-api';
import {
  type SettingsFormValues,
  settingsResolver,
  toFormValues,
  toUpdateBody,
} from './settings-form-schema';

// The networks' own names, the same in every language.
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
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const dispatch = useAppDispatch();
  const siteSettings = useAppSelector((state) => state.user.settingsData);
  const resolver = useMemo(() => settingsResolver(_, locale), [_, locale]);
  const form = useForm<SettingsFormValues>({
    resolver,
    defaultValues: toFormValues(settings),
    mode: 'onTouched',
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [removing, setRemoving] = useState<SecretName | null>(null);

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
      notify.success(_('console.settings.nothingChanged'));
      return;
    }
    rates.save(body);
  });
  const removeSecret = (name: SecretName) => {
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
          <Section title={_('console.settings.section.site')}>
            <TextInput
              label={_('console.settings.siteName')}
              required
              {...register('siteName')}
              error={errors.siteName?.message}
            />
            <TextInput
              label={_('console.settings.contactEmail')}
              description={_('console.settings.contactEmailHint')}
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
                  label={_('console.settings.logo')}
                  area="home-content"
                  value={field.value}
                  onChange={(upload) => field.onChange(upload?.url ?? null)}
                  description={_('console.settings.logoHint')}
                />
              )}
            />
          </Section>

          <Section title={_('console.settings.section.social')}>
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

          <Section title={_('console.settings.section.invoices')}>
            <Text size="sm" c="dimmed">
              {_('console.settings.invoicesHint')}
            </Text>
            <TextInput
              label={_('console.settings.legalName')}
              {...register('seller.legalName')}
              error={errors.seller?.legalName?.message}
            />
            <Textarea
              label={_('console.settings.address')}
              autosize
              minRows={3}
              {...register('seller.address')}
              error={errors.seller?.address?.message}
            />
            <TextInput
              label={_('console.settings.taxId')}
              {...register('seller.taxId')}
              error={errors.seller?.taxId?.message}
            />
          </Section>

          <Section title={_('console.settings.section.rates')}>
            <Text size="sm" c="dimmed">
              {_('console.settings.ratesHint')}
            </Text>
            <RateInputs form={form} />
          </Section>

          <Section title={_('console.settings.section.refunds')}>
            <RefundSettings control={control} />
          </Section>

          <Section title={_('console.settings.section.instructors')}>
            <InstructorShareSetting control={control} />
          </Section>

          <Section title={_('console.settings.section.payments')}>
            <PaymentSettings settings={settings} form={form} removing={removing} onRemove={removeSecret} />
          </Section>

          <Group>
            <Button type="submit" loading={save.isPending && removing === null}>
              {_('console.settings.save')}
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
  const { _ } = useLingui();
  const query = useAdminSettings();
  return (
    <AdminPage title={_('console.settings.title')}>
      {query.isPending ? (
        <Skeleton height={400} radius="md" />
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={_('console.settings.loadError')}
        />
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </AdminPage>
  );
}
