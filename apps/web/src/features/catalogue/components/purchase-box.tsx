import type { CourseDetails } from '@coursewise/contract';
import { COURSE_COVER_IMAGE_SIZES } from '@coursewise/contract/first-paint';
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
import { formatDuration, pluralise } from '../../../lib/format';
import { selectCurrency, useAppSelector } from '../../../store';
import { useFinishPendingAction } from '../hooks/use-finish-pending-action';
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
            <Text fw={700}>You own this course</Text>
            <Button component={Link} to={`/learn/${course.slug}`} size="md" fullWidth>
              Go to course
            </Button>
            {course.price > 0 ? (
              // An owner may still give the course to someone else.
              <Button component={Link} to={`${checkoutPath}&gift=1`} variant="subtle" fullWidth>
                Buy it as a gift
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
                  <Text span td="line-through" c="dimmed" size="sm">
                    {formatMoney(offer.subtotal, offer.currency)}
                  </Text>{' '}
                  with code <strong>{offer.code}</strong>
                </Text>
              </Stack>
            ) : (
              <Text fz={32} fw={800} lh={1}>
                {course.price === 0 ? 'Free' : formatPrice(course.price)}
              </Text>
            )}
            {isFree ? (
              <Button
                size="md"
                fullWidth
                loading={enrolment.isPending}
                onClick={() => requireSignIn(() => enrolment.mutate(course.id), reason('enrol'))}
              >
                Enrol for free
              </Button>
            ) : isInCart ? (
              <>
                <Button component={Link} to="/cart" size="md" fullWidth leftSection={<CartIcon />}>
                  Go to cart
                </Button>
                <Button
                  variant="default"
                  fullWidth
                  loading={cart.isPending}
                  onClick={() => cart.mutate(course.id)}
                >
                  Remove from cart
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
                Add to cart
              </Button>
            )}
            {isFree ? null : (
              <Button size="md" variant="outline" fullWidth onClick={buy}>
                Buy now
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
              {isWishlisted ? 'Wishlisted' : 'Add to wishlist'}
            </Button>
          </>
        )}
        <Stack gap={4}>
          <Text fw={700} size="sm">
            This course includes
          </Text>
          <Text size="sm">{formatDuration(course.durationMinutes)} of lessons</Text>
          <Text size="sm">{pluralise(chapterCount, 'chapter')}</Text>
          <Text size="sm">Lifetime access on every device</Text>
          <Text size="sm">Certificate of completion</Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
