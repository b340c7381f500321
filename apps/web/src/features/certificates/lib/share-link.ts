import { notify } from '../../../lib/event-bus';
import { copyText } from './copy-text';

interface ShareableLink {
  title: string;
  text: string;
  url: string;
}

const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Puts the link on the clipboard and says so in a toast. */
export async function copyLink(url: string): Promise<void> {
  if (await copyText(url)) notify.success('Link copied');
  else notify.error('The link could not be copied: select it and copy it yourself');
}

/**
 * Opens the device's share sheet where there is one (phones, some desktops); elsewhere, or when the
 * sheet cannot open, copies the link. Closing the sheet without sharing is not an error.
 */
export async function shareLink(link: ShareableLink): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return;
    } catch (error) {
      if (isCancelled(error)) return;
    }
  }
  await copyLink(link.url);
}
