/** Saves `blob` as a file named `fileName` through a temporary link, as a download the browser asks about. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the URL only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
