import { useState } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../../store';

/**
 * Someone who opens sign-in or sign-up while already signed in goes home instead. Judged once, on
 * arrival, so it never races the navigation that follows a successful sign-in.
 */
export function SignedInRedirect() {
  const isLoggedIn = useAppSelector((state) => state.user.isLoggedIn);
  const [wasSignedInOnArrival] = useState(isLoggedIn);
  return wasSignedInOnArrival ? <Navigate to="/" replace /> : null;
}
