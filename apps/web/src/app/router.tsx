import { lazy, type ReactNode, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { HomePage } from '../features/home/routes/home-page';
import { withCatalogues } from '../i18n/load-catalogue';
import { named } from '../lib/lazy-named';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';

// Every page but the home page is its own chunk, so the first visit loads only the shell and home;
// each comes with the message catalogues it shows (i18n/load-catalogue.ts).
const SignInPage = lazy(() =>
  withCatalogues(['auth'], import('../features/auth/routes/sign-in-page')).then(named('SignInPage')),
);
const SignUpPage = lazy(() =>
  withCatalogues(['auth'], import('../features/auth/routes/sign-up-page')).then(named('SignUpPage')),
);
const VerifyPage = lazy(() =>
  withCatalogues(['auth'], import('../features/auth/routes/verify-page')).then(named('VerifyPage')),
);
const CompleteProfilePage = lazy(() =>
  withCatalogues(['auth'], import('../features/auth/routes/complete-profile-page')).then(
    named('CompleteProfilePage'),
  ),
);
const ForgotPasswordPage = lazy(() =>
  withCatalogues(['auth'], import('../features/auth/routes/forgot-password-page')).then(
    named('ForgotPasswordPage'),
  ),
);
const ResetPasswordPage = lazy(() =>
  withCatalogues(['auth'], import('../features/auth/routes/reset-password-page')).then(
    named('ResetPasswordPage'),
  ),
);
const ProfilePage = lazy(() =>
  withCatalogues(['profile'], import('../features/account/routes/profile-page')).then(named('ProfilePage')),
);
const CataloguePage = lazy(() =>
  withCatalogues(['catalogue'], import('../features/catalogue/routes/catalogue-page')).then(
    named('CataloguePage'),
  ),
);
const CoursePage = lazy(() =>
  withCatalogues(['catalogue', 'video'], import('../features/catalogue/routes/course-page')).then(
    named('CoursePage'),
  ),
);
const InstructorPage = lazy(() =>
  withCatalogues(['catalogue'], import('../features/instructors/routes/instructor-page')).then(
    named('InstructorPage'),
  ),
);
const WishlistPage = lazy(() =>
  withCatalogues(['commerce'], import('../features/wishlist/routes/wishlist-page')).then(
    named('WishlistPage'),
  ),
);
const CartPage = lazy(() =>
  withCatalogues(['commerce'], import('../features/cart/routes/cart-page')).then(named('CartPage')),
);
const CheckoutPage = lazy(() =>
  withCatalogues(['commerce'], import('../features/checkout/routes/checkout-page')).then(
    named('CheckoutPage'),
  ),
);
const PaymentConfirmationPage = lazy(() =>
  withCatalogues(['commerce'], import('../features/checkout/routes/payment-confirmation-page')).then(
    named('PaymentConfirmationPage'),
  ),
);
const RedeemGiftPage = lazy(() =>
  withCatalogues(['commerce'], import('../features/gifts/routes/redeem-gift-page')).then(
    named('RedeemGiftPage'),
  ),
);
const PurchasesPage = lazy(() =>
  withCatalogues(['commerce'], import('../features/purchases/routes/purchases-page')).then(
    named('PurchasesPage'),
  ),
);
const ReceiptPage = lazy(() =>
  withCatalogues(['commerce'], import('../features/purchases/routes/receipt-page')).then(
    named('ReceiptPage'),
  ),
);
const MyLearningPage = lazy(() =>
  withCatalogues(['learning'], import('../features/learning/routes/my-learning-page')).then(
    named('MyLearningPage'),
  ),
);
// The player's two routes share one chunk (and one entry in this file's preload table).
const loadPlayer = () =>
  withCatalogues(['learning', 'video'], import('../features/learning/routes/player-routes'));
const LearnCoursePage = lazy(() => loadPlayer().then(named('LearnCoursePage')));
const ChapterPlayerPage = lazy(() => loadPlayer().then(named('ChapterPlayerPage')));
const PlayerLayout = lazy(() => loadPlayer().then(named('PlayerLayout')));
const CourseNotesPage = lazy(() => loadPlayer().then(named('CourseNotesPage')));
const CourseDiscussionsPage = lazy(() => loadPlayer().then(named('CourseDiscussionsPage')));
// The quiz, the final assessment and its review: one chunk, shown inside the player's frame.
const loadAssessments = () =>
  withCatalogues(['assessments', 'learning'], import('../features/assessments/routes/assessment-routes'));
const ChapterQuizPage = lazy(() => loadAssessments().then(named('ChapterQuizPage')));
const FinalAssessmentPage = lazy(() => loadAssessments().then(named('FinalAssessmentPage')));
const FinalReviewPage = lazy(() => loadAssessments().then(named('FinalReviewPage')));
const AboutPage = lazy(() =>
  withCatalogues(['content'], import('../features/content/routes/about-page')).then(named('AboutPage')),
);
const FaqPage = lazy(() =>
  withCatalogues(['content'], import('../features/content/routes/faq-page')).then(named('FaqPage')),
);
const HelpPage = lazy(() =>
  withCatalogues(['content'], import('../features/content/routes/help-page')).then(named('HelpPage')),
);
const ContactPage = lazy(() =>
  withCatalogues(['content'], import('../features/content/routes/contact-page')).then(named('ContactPage')),
);
const TermsPage = lazy(() =>
  withCatalogues(['content'], import('../features/content/routes/legal-page')).then(named('TermsPage')),
);
const PrivacyPage = lazy(() =>
  withCatalogues(['content'], import('../features/content/routes/legal-page')).then(named('PrivacyPage')),
);
const MyCertificatesPage = lazy(() =>
  withCatalogues(['assessments'], import('../features/certificates/routes/my-certificates-page')).then(
    named('MyCertificatesPage'),
  ),
);
const CertificatePage = lazy(() =>
  withCatalogues(['assessments'], import('../features/certificates/routes/certificate-page')).then(
    named('CertificatePage'),
  ),
);
const NotificationsPage = lazy(() =>
  withCatalogues(['profile'], import('../features/notifications/routes/notifications-page')).then(
    named('NotificationsPage'),
  ),
);
const NotFoundPage = lazy(() => withCatalogues([], import('./not-found-page')).then(named('NotFoundPage')));
// The whole admin console is one lazy route with its own layout: none of it is in the learner's bundle.
const AdminApp = lazy(() =>
  withCatalogues(['console', 'editor', 'learning'], import('../admin')).then(named('AdminApp')),
);
// The instructor's studio: part of the console's entry (it mounts the console's course editor), with its
// own layout; also lazy, so none of it is in the learner's bundle either.
const StudioApp = lazy(() =>
  withCatalogues(['console', 'editor', 'learning'], import('../admin/studio')).then(named('StudioApp')),
);

/** A page only signed-in learners may see. */
const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

/**
 * The app's pages. A declarative <BrowserRouter> renders them (see docs/decisions.md: the data router's
 * code is not shipped), so each top-level route catches its own errors with RouteErrorBoundary.
 */
export const routes: RouteObject[] = [
  {
    path: 'admin/*',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <AdminApp />
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    path: 'studio/*',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <StudioApp />
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'signin', element: <SignInPage /> },
      { path: 'signup', element: <SignUpPage /> },
      { path: 'verify', element: <VerifyPage /> },
      {
        path: 'signup/profile',
        element: (
          <RequireAuth requireCompleteProfile={false}>
            <CompleteProfilePage />
          </RequireAuth>
        ),
      },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        path: 'profile',
        element: (
          <RequireAuth>
            <ProfilePage />
          </RequireAuth>
        ),
      },
      { path: 'courses', element: <CataloguePage /> },
      { path: 'courses/:slug', element: <CoursePage /> },
      { path: 'instructors/:slug', element: <InstructorPage /> },
      { path: 'wishlist', element: signedIn(<WishlistPage />) },
      { path: 'cart', element: signedIn(<CartPage />) },
      { path: 'checkout', element: signedIn(<CheckoutPage />) },
      { path: 'checkout/complete/:paymentId', element: signedIn(<PaymentConfirmationPage />) },
      { path: 'purchases', element: signedIn(<PurchasesPage />) },
      { path: 'gifts/redeem', element: signedIn(<RedeemGiftPage />) },
      { path: 'purchases/:paymentId', element: signedIn(<ReceiptPage />) },
      { path: 'my-learning', element: signedIn(<MyLearningPage />) },
      { path: 'learn/:slug', element: signedIn(<LearnCoursePage />) },
      { path: 'learn/:slug/chapters/:chapterId', element: signedIn(<ChapterPlayerPage />) },
      { path: 'learn/:slug/notes', element: signedIn(<CourseNotesPage />) },
      { path: 'learn/:slug/discussions', element: signedIn(<CourseDiscussionsPage />) },
      {
        element: signedIn(<PlayerLayout />),
        children: [
          { path: 'learn/:slug/chapters/:chapterId/quiz', element: <ChapterQuizPage /> },
          { path: 'learn/:slug/final', element: <FinalAssessmentPage /> },
          { path: 'learn/:slug/final/review', element: <FinalReviewPage /> },
        ],
      },
      { path: 'about', element: <AboutPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'help', element: <HelpPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'certificates', element: signedIn(<MyCertificatesPage />) },
      // Public: anyone with the link verifies the certificate; the holder also sees their actions.
      { path: 'certificates/:id', element: <CertificatePage /> },
      { path: 'notifications', element: signedIn(<NotificationsPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
