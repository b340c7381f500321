import { withCatalogues } from '../i18n/load-catalogue';

/**
 * react-toastify (with the styles it injects) and the app's container for it (components/toasts.tsx)
 * are loaded once the page is idle or when the first toast is raised, whichever comes first: no first
 * screen shows a toast, so they stay out of the entry chunk. Toasts raised before the container mounts
 * wait in the library's own queue.
 */
type ToastLibrary = typeof import('../components/toasts');

let library: ToastLibrary | undefined;
let loading: Promise<ToastLibrary> | undefined;
const listeners = new Set<() => void>();

export function loadToastLibrary(): Promise<ToastLibrary> {
  // The container's words are in the shared catalogue, which comes with it.
  loading ??= withCatalogues([], import('../components/toasts')).then(
    (loaded) => {
      library = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      // A failed download (offline) may succeed on the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The library once loaded (for useSyncExternalStore). */
export const getToastLibrary = (): ToastLibrary | undefined => library;

export function subscribeToToastLibrary(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
