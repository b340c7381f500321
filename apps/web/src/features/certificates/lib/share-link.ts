import { notify } from '../../../lib/event-bus';
import { copyText } from './copy-text';

interface ShareableLink {
  title: string;
  text: string;
  url: string;
}

/** The toasts' words, in the page's language. */
export interface CopyMessages {
  copied: string;
  failed: string;
}

const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Puts the link on the clipboard and says so in a toast. */
export async function copyLink(url: string, messages: CopyMessages): Promise<void> {
  if (await copyText(url)) notify.success(messages.copied);
  else notify.error(messages.failed);
}

/**
 * Opens the device's share sheet where there is one (phones, some desktops); elsewhere, or when the
 * sheet cannot open, copies the link. Closing the sheet without sharing is not an error.
 */
export async function shareLink(link: ShareableLink, messages: CopyMessages): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return;
    } catch (error) {
      if (isCancelled(error)) return;
    }
  }
  await copyLink(link.url, messages);
}
