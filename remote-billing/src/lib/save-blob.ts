/**
 * Saves a blob as a file through a link to it (a receipt's PDF, Cobros' CSV). Some browsers start the
 * download after the click returns: the blob is freed a moment later.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
