import { useEffect, useSyncExternalStore } from 'react';
import { getToastLibrary, loadToastLibrary, subscribeToToastLibrary } from '../lib/toast-library';
import { whenIdle } from '../lib/when-idle';

/** The toast area at the top-right of the screen (spec §2), mounted once react-toastify has loaded. */
export function ToastArea() {
  const library = useSyncExternalStore(subscribeToToastLibrary, getToastLibrary, getToastLibrary);

  // Fetched ahead of the first toast, so it shows at once (and even if the network drops later).
  useEffect(() => whenIdle(() => void loadToastLibrary().catch(() => {})), []);

  if (!library) return null;
  const { ToastContainer } = library;
  return (
    <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick={false} theme="light" />
  );
}
