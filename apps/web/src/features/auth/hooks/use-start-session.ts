import type { Session } from '@coursewise/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/event-bus';
import { takeNextPage } from '../../../lib/pending-action';
import { useAppDispatch } from '../../../store';
import { setUser } from '../../../store/user-slice';

/**
 * After sign-in, verification or Google sign-in (the token is already stored by the API client):
 * keep the user, then finish the profile first if needed, else go back where they came from.
 */
export function useStartSession(): (session: Session) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (session: Session) => {
      dispatch(setUser(session.user));
      notify.errorsResolved();
      if (!session.user.profileComplete) {
        void navigate('/signup/profile', { replace: true });
        return;
      }
      void navigate(takeNextPage(), { replace: true });
    },
    [dispatch, navigate],
  );
}
