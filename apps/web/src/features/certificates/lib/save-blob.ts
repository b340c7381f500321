/** Hands a file made in the page to the browser's downloads, under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; revoking later leaves slow browsers time to read the blob.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
