// Saving the newsletter CSV: the file name the server also proposes, and the browser download.

/** `abonnes-newsletter-YYYY-MM-DD.csv`, the date in UTC as the server writes it. */
export function csvFilename(now: Date): string {
  return `abonnes-newsletter-${now.toISOString().slice(0, 10)}.csv`;
}

/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
