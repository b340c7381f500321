import type { AdminCoupon, CouponCreateBody, CurrencyCode } from '@coursewise/contract';
import { isCouponCodeShape } from '@coursewise/contract/coupon-rules';
import { adminCatalogueRoutes, adminCouponRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { call, errorMessage } from '../../lib/api-client';
import { useAdminMutation, useAdminRecord } from '../api/admin-api';

/** `2026-05-01T09:00` as the browser's datetime-local input shows an ISO time, and back. */
const toLocalInput = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16) : '');
const fromLocalInput = (value: string) => (value ? new Date(`${value}Z`).toISOString() : null);

interface CouponFormProps {
  coupon: AdminCoupon | null;
  onDone(): void;
}

/** Create or edit a code: percent or a fixed amount, the courses, the dates (UTC) and the caps. */
export function CouponForm({ coupon, onDone }: CouponFormProps) {
  const { _ } = useLingui();
  const [code, setCode] = useState(coupon?.code ?? '');
  const [kind, setKind] = useState<'percent' | 'amount'>(coupon?.amountOff ? 'amount' : 'percent');
  const [percentOff, setPercentOff] = useState<number | string>(coupon?.percentOff ?? 10);
  const [amount, setAmount] = useState<number | string>(coupon?.amountOff ? coupon.amountOff / 100 : 5);
  const [currency, setCurrency] = useState<CurrencyCode>(coupon?.currency ?? 'USD');
  const [courseIds, setCourseIds] = useState<string[]>(coupon?.courseIds ?? []);
  const [startsAt, setStartsAt] = useState(toLocalInput(coupon?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocalInput(coupon?.endsAt ?? null));
  const [maxRedemptions, setMax] = useState<number | string>(coupon?.maxRedemptions ?? '');
  const [perLearner, setPerLearner] = useState<number | string>(coupon?.perLearner ?? '');
  const [error, setError] = useState<string | null>(null);
  const courses = useAdminRecord(adminCatalogueRoutes.adminListCourses, { query: { limit: 100 } });

  const save = useAdminMutation({
    mutationFn: (body: CouponCreateBody) =>
      coupon
        ? call(adminCouponRoutes.adminUpdateCoupon, { params: { id: coupon.id }, body })
        : call(adminCouponRoutes.adminCreateCoupon, { body }),
    invalidates: ['coupons', 'audit'],
    successMessage: coupon ? _('console.coupons.toast.saved') : _('console.coupons.toast.created'),
    silentError: true,
    onSuccess: onDone,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCouponCodeShape(code)) {
      setError(_('console.coupons.form.codeShape'));
      return;
    }
    const count = (value: number | string) => (value === '' ? null : Number(value));
    const value =
      kind === 'percent'
        ? { percentOff: Number(percentOff) }
        : { amountOff: Math.round(Number(amount) * 100), currency };
    setError(null);
    save.mutate(
      {
        code: code.trim(),
        ...value,
        courseIds: courseIds.length > 0 ? courseIds : null,
        startsAt: fromLocalInput(startsAt),
        endsAt: fromLocalInput(endsAt),
        maxRedemptions: count(maxRedemptions),
        perLearner: count(perLearner),
      },
      { onError: (failure) => setError(errorMessage(failure)) },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={
        coupon ? _('console.coupons.form.editLabel', { code: coupon.code }) : _('console.coupons.new')
      }
    >
      <Stack gap="sm">
        <TextInput
          label={_('console.coupons.col.code')}
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          maxLength={40}
        />
        <SegmentedControl
          aria-label={_('console.coupons.form.kind')}
          value={kind}
          onChange={(next) => setKind(next === 'amount' ? 'amount' : 'percent')}
          data={[
            { value: 'percent', label: _('console.coupons.form.percentage') },
            { value: 'amount', label: _('console.coupons.form.fixedAmount') },
          ]}
        />
        {kind === 'percent' ? (
          <NumberInput
            label={_('console.coupons.form.percentOff')}
            min={1}
            max={100}
            allowDecimal={false}
            value={percentOff}
            onChange={setPercentOff}
          />
        ) : (
          <Group grow>
            <NumberInput
              label={_('console.coupons.form.amountOff')}
              min={0.01}
              decimalScale={2}
              value={amount}
              onChange={setAmount}
            />
            <Select
              label={_('console.coupons.form.currency')}
              data={['USD', 'GBP', 'EUR']}
              value={currency}
              allowDeselect={false}
              onChange={(next) => setCurrency(next === 'GBP' || next === 'EUR' ? next : 'USD')}
            />
          </Group>
        )}
        <MultiSelect
          label={_('console.coupons.form.courses')}
          description={_('console.coupons.form.coursesHint')}
          searchable
          data={(courses.data?.items ?? []).map((course) => ({ value: course.id, label: course.title }))}
          value={courseIds}
          onChange={setCourseIds}
        />
        <Group grow>
          <TextInput
            label={_('console.coupons.form.starts')}
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.currentTarget.value)}
          />
          <TextInput
            label={_('console.coupons.form.ends')}
            type="datetime-local"
            value={endsAt}
            onChange={(e) => setEndsAt(e.currentTarget.value)}
          />
        </Group>
        <Group grow>
          <NumberInput
            label={_('console.coupons.form.usesInAll')}
            description={_('console.coupons.form.noCap')}
            min={1}
            allowDecimal={false}
            value={maxRedemptions}
            onChange={setMax}
          />
          <NumberInput
            label={_('console.coupons.form.usesPerLearner')}
            description={_('console.coupons.form.noCap')}
            min={1}
            allowDecimal={false}
            value={perLearner}
            onChange={setPerLearner}
          />
        </Group>
        {error ? (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {_('console.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {coupon ? _('console.coupons.form.save') : _('console.coupons.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
