import type { Cart, CurrencyCode } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useToggleCart } from '../../../api/toggle-cart';
import { CourseImage } from '../../../components/course/course-image';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import classes from './cart.module.css';

interface CartItemRowProps {
  item: Cart['items'][number];
  currency: CurrencyCode;
  /** What an applied coupon takes off this course. */
  discount?: number;
}

/** One course in the cart: picture, title, teacher, the server's price in the cart's currency, "Remove". */
export function CartItemRow({ item, currency, discount = 0 }: CartItemRowProps) {
  const { _ } = useLingui();
  const titleId = useId();
  const remove = useToggleCart();
  const formatMoney = useMoneyFormatter();

  return (
    <li className={classes.item}>
      <Link to={`/courses/${item.slug}`} className={classes.thumb} tabIndex={-1} aria-hidden="true">
        <CourseImage src={item.imageUrl} srcSet={item.imageSrcSet} sizes="8rem" title={item.title} />
      </Link>
      <Stack gap={2} className={classes.details}>
        <Link to={`/courses/${item.slug}`} className={classes.title} id={titleId}>
          {item.title}
        </Link>
        <Text size="sm" c="dimmed" truncate="end">
          {_('commerce.cart.by', { name: item.instructorName })}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            variant="subtle"
            color="red.8"
            size="compact-sm"
            ml={-8}
            loading={remove.isPending}
            aria-describedby={titleId}
            onClick={() => remove.mutate(item.id)}
          >
            {_('commerce.remove')}
          </Button>
        </Group>
      </Stack>
      {discount > 0 ? (
        <Stack gap={0} className={classes.price} align="flex-end">
          <Text fw={800}>{formatMoney(item.convertedPrice - discount, currency)}</Text>
          <Text
            size="sm"
            c="dimmed"
            td="line-through"
            aria-label={_('commerce.was', { price: formatMoney(item.convertedPrice, currency) })}
          >
            {formatMoney(item.convertedPrice, currency)}
          </Text>
        </Stack>
      ) : (
        <Text fw={800} className={classes.price}>
          {formatMoney(item.convertedPrice, currency)}
        </Text>
      )}
    </li>
  );
}
