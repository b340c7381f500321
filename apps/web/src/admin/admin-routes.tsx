import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { named } from '../lib/lazy-named';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { AdminNotFound } from './layout/admin-not-found';

// Each console page is its own chunk (React.lazy), so opening one section does not download the
// editor or the charts. Paths are relative to /admin. Add a section here and in layout/admin-nav.ts.
const DashboardPage = lazy(() => import('./dashboard/dashboard-page').then(named('DashboardPage')));
const UsersPage = lazy(() => import('./users/users-page').then(named('UsersPage')));
const LearnerPage = lazy(() => import('./users/learner-page').then(named('LearnerPage')));
const PurchasesPage = lazy(() => import('./sales/purchases-page').then(named('PurchasesPage')));
const RefundRequestsPage = lazy(() =>
  import('./refunds/refund-requests-page').then(named('RefundRequestsPage')),
);
const PayoutsPage = lazy(() => import('./payouts/payouts-page').then(named('PayoutsPage')));
const SettingsPage = lazy(() => import('./settings/settings-page').then(named('SettingsPage')));
const FaqsPage = lazy(() => import('./content/faqs-page').then(named('FaqsPage')));
const TestimonialsPage = lazy(() => import('./content/testimonials-page').then(named('TestimonialsPage')));
const HelpArticlesPage = lazy(() => import('./content/help-page').then(named('HelpArticlesPage')));
const ReportedPostsPage = lazy(() =>
  import('./discussions/reported-posts-page').then(named('ReportedPostsPage')),
);
const ReviewsPage = lazy(() => import('./reviews/reviews-page').then(named('ReviewsPage')));
const MessagesPage = lazy(() => import('./messages/messages-page').then(named('MessagesPage')));
const CertificatesPage = lazy(() =>
  import('./certificates/certificates-page').then(named('CertificatesPage')),
);
const CouponsPage = lazy(() => import('./coupons/coupons-page').then(named('CouponsPage')));
const AuditPage = lazy(() => import('./audit/audit-page').then(named('AuditPage')));
const InstructorsPage = lazy(() => import('./instructors/instructors-page').then(named('InstructorsPage')));
const InstructorInsightPage = lazy(() =>
  import('./instructors/instructor-insight-page').then(named('InstructorInsightPage')),
);
const CmsPagesPage = lazy(() => import('./content/cms-pages-page').then(named('CmsPagesPage')));
const CmsPageEditor = lazy(() => import('./content/cms-page-editor').then(named('CmsPageEditor')));

export const adminPageRoutes: RouteObject[] = [
  ...catalogueRoutes,
  { index: true, element: <DashboardPage /> },
  { path: 'users', element: <UsersPage /> },
  { path: 'users/:userId', element: <LearnerPage /> },
  { path: 'instructors', element: <InstructorsPage /> },
  { path: 'instructors/:instructorId', element: <InstructorInsightPage /> },
  { path: 'purchases', element: <PurchasesPage /> },
  { path: 'refund-requests', element: <RefundRequestsPage /> },
  { path: 'coupons', element: <CouponsPage /> },
  { path: 'payouts', element: <PayoutsPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'faqs', element: <FaqsPage /> },
  { path: 'testimonials', element: <TestimonialsPage /> },
  { path: 'help', element: <HelpArticlesPage /> },
  { path: 'reviews', element: <ReviewsPage /> },
  { path: 'reported-posts', element: <ReportedPostsPage /> },
  { path: 'messages', element: <MessagesPage /> },
  { path: 'certificates', element: <CertificatesPage /> },
  { path: 'audit', element: <AuditPage /> },
  { path: 'pages', element: <CmsPagesPage /> },
  { path: 'pages/:slug', element: <CmsPageEditor /> },
  { path: '*', element: <AdminNotFound /> },
];
