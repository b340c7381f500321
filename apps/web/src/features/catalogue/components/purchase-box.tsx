import type { CourseDetails } from '@coursewise/contract';
import { COURSE_COVER_IMAGE_SIZES } from '@coursewise/contract/first-paint';
import { useLingui } from '@lingui/react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useCouponQuote } from '../../../api/check-coupon';
import { useEnrolCourse } from '../../../api/enrol-course';
import { useToggleCart } from '../../../api/toggle-cart';
import { useToggleWishlist } from '../../../api/toggle-wishlist';
import { CourseImage } from '../../../components/course/course-image';
import { CartIcon, HeartIcon } from '../../../components/icons';
import { useCoupon } from '../../../hooks/use-coupon';
import { useMoneyFormatter, usePriceFormatter } from '../../../hooks/use-currency';
import { type SignInReason, useRequireSignIn } from '../../../hooks/use-require-sign-in';
import { selectCurrency, useAppSelector } from '../../../store';
import { useFinishPendingAction } from '../hooks/use-finish-pending-action';
import { useFormatDuration } from '../hooks/use-format-duration';
import { richMessage } from '../lib/rich-message';
import classes from './course-page.module.css';

interface PurchaseBoxProps {
  course: CourseDetails;
  chapterCount: number;
}

/**
 * Price and the buying actions. Owners get "Go to course" (and may buy it as a gift); everyone else can
 * add to or remove from the cart, buy now (a free course: "Enrol for free" instead), and keep the
 * course on their wishlist. Signed-out visitors sign in first, and the
 * click is finished for them when they are back.
 */
export function PurchaseBox({ course, chapterCount }: PurchaseBoxProps) {
  const { _ } = useLingui();
  const formatDuration = useFormatDuration();
  const navigate = useNavigate();
  const requireSignIn = useRequireSignIn();
  const formatPrice = usePriceFormatter();
  const formatMoney = useMoneyFormatter();
  // A share link's code (or one kept from the cart) shows the price it gives, as checkout will charge it.
  const coupon = useCoupon();
  const currency = useAppSelector(selectCurrency);
  const isPriced = course.price > 0 && !course.isPurchased;
  const quote = useCouponQuote({
    code: isPriced ? coupon.code : undefined,
    currency,
    courseIds: [course.id],
  });
  const offer = coupon.code ? quote.data : undefined;
  const cart = useToggleCart();
  const wishlist = useToggleWishlist();
  const isInCart = Boolean(course.isInCart);
  const isWishlisted = Boolean(course.isWishlisted);
  // A free course is enrolled in at once: it never goes through the cart or the checkout.
  const isFree = course.price === 0;
  const enrolment = useEnrolCourse();

  useFinishPendingAction(course);
  const reason = (kind: SignInReason['kind']): SignInReason => ({
    kind,
    courseId: course.id,
    courseTitle: course.title,
  });

  // A one-course checkout: the cart stays as it is (the course leaves it only once bought).
  const checkoutPath = `/checkout?courseId=${encodeURIComponent(course.id)}`;
  const buy = () =>
    requireSignIn(() => void navigate(checkoutPath), { ...reason('buy'), returnTo: checkoutPath });

  return (
    <Paper withBorder radius="lg" shadow="sm" p="md" className={classes.box}>
      <Stack gap="md">
        <CourseImage
          src={course.imageUrl}
          srcSet={course.imageSrcSet}
          sizes={COURSE_COVER_IMAGE_SIZES}
          title={course.title}
          isPriority
          className={classes.boxImage}
        />
        {course.isPurchased ? (
          <>
            <Text fw={700}>{_('catalogue.purchase.owned')}</Text>
            <Button component={Link} to={`/learn/${course.slug}`} size="md" fullWidth>
              {_('catalogue.purchase.goToCourse')}
            </Button>
            {course.price > 0 ? (
              // An owner may still give the course to someone else.
              <Button component={Link} to={`${checkoutPath}&gift=1`} variant="subtle" fullWidth>
                {_('catalogue.purchase.gift')}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            {offer ? (
              <Stack gap={4}>
                <Text fz={32} fw={800} lh={1}>
                  {formatMoney(offer.total, offer.currency)}
                </Text>
                <Text size="sm">
                  {richMessage(
                    _('catalogue.purchase.withCode', {
                      price: formatMoney(offer.subtotal, offer.currency),
                      code: offer.code,
                    }),
                    {
                      0: (price) => (
                        <Text span td="line-through" c="dimmed" size="sm">
                          {price}
                        </Text>
                      ),
                      1: (code) => <strong>{code}</strong>,
                    },
                  )}
                </Text>
              </Stack>
            ) : (
              <Text fz={32} fw={800} lh={1}>
                {course.price === 0 ? _('catalogue.purchase.free') : formatPrice(course.price)}
              </Text>
            )}
            {isFree ? (
              <Button
                size="md"
                fullWidth
                loading={enrolment.isPending}
                onClick={() => requireSignIn(() => enrolment.mutate(course.id), reason('enrol'))}
              >
                {_('catalogue.purchase.enrol')}
              </Button>
            ) : isInCart ? (
              <>
                <Button component={Link} to="/cart" size="md" fullWidth leftSection={<CartIcon />}>
                  {_('catalogue.purchase.goToCart')}
                </Button>
                <Button
                  variant="default"
                  fullWidth
                  loading={cart.isPending}
                  onClick={() => cart.mutate(course.id)}
                >
                  {_('catalogue.purchase.removeFromCart')}
                </Button>
              </>
            ) : (
              <Button
                size="md"
                fullWidth
                leftSection={<CartIcon />}
                loading={cart.isPending}
                onClick={() => requireSignIn(() => cart.mutate(course.id), reason('cart'))}
              >
                {_('catalogue.purchase.addToCart')}
              </Button>
            )}
            {isFree ? null : (
              <Button size="md" variant="outline" fullWidth onClick={buy}>
                {_('catalogue.purchase.buyNow')}
              </Button>
            )}
            <Button
              variant={isWishlisted ? 'light' : 'subtle'}
              color="pink.8"
              fullWidth
              aria-pressed={isWishlisted}
              leftSection={<HeartIcon filled={isWishlisted} />}
              loading={wishlist.isPending}
              onClick={() => requireSignIn(() => wishlist.mutate(course.id), reason('wishlist'))}
            >
              {isWishlisted ? _('catalogue.purchase.wishlisted') : _('catalogue.purchase.addToWishlist')}
            </Button>
          </>
        )}
        <Stack gap={4}>
          <Text fw={700} size="sm">
            {_('catalogue.purchase.includes')}
          </Text>
          <Text size="sm">
            {_('catalogue.purchase.lessons', { duration: formatDuration(course.durationMinutes) })}
          </Text>
          <Text size="sm">{_('catalogue.purchase.chapters', { count: chapterCount })}</Text>
          <Text size="sm">{_('catalogue.purchase.lifetime')}</Text>
          <Text size="sm">{_('catalogue.purchase.certificate')}</Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
