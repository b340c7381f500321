import { useLingui } from '@lingui/react';
import { ToastContainer } from 'react-toastify';

export { toast } from 'react-toastify';

/**
 * The toast area's container, loaded with the library (lib/toast-library.ts). The library names its
 * region, close button and timer in English: the first two are given the page's words; the timer bar,
 * whose label cannot be set, is left out (the toast still closes itself).
 */
export function AppToastContainer() {
  const { _ } = useLingui();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      newestOnTop
      closeOnClick={false}
      theme="light"
      hideProgressBar
      aria-label={_('shared.toasts.region')}
      closeButton={({ closeToast }) => (
        <button
          type="button"
          className="Toastify__close-button Toastify__close-button--light"
          aria-label={_('shared.toasts.close')}
          onClick={(event) => {
            event.stopPropagation();
            closeToast(event);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
            <path
              fill="currentColor"
              d="M2.3 3.3 7 8l4.7-4.7 1 1L8 9l4.7 4.7-1 1L7 10l-4.7 4.7-1-1L6 9 1.3 4.3z"
            />
          </svg>
        </button>
      )}
    />
  );
}
