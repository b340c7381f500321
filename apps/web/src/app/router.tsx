import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/routes/home-page';
import { named } from '../lib/lazy-named';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

// Every page but the home page is its own chunk, so the first visit loads only the shell and home.
const SignInPage = lazy(() => import('../features/auth/routes/sign-in-page').then(named('SignInPage')));
const SignUpPage = lazy(() => import('../features/auth/routes/sign-up-page').then(named('SignUpPage')));
const VerifyPage = lazy(() => import('../features/auth/routes/verify-page').then(named('VerifyPage')));
const CompleteProfilePage = lazy(() =>
  import('../features/auth/routes/complete-profile-page').then(named('CompleteProfilePage')),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/routes/forgot-password-page').then(named('ForgotPasswordPage')),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/routes/reset-password-page').then(named('ResetPasswordPage')),
);
const ProfilePage = lazy(() => import('../features/account/routes/profile-page').then(named('ProfilePage')));
const NotFoundPage = lazy(() => import('./not-found-page').then(named('NotFoundPage')));

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
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
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
