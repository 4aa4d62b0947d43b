/** Hands a file the console made or fetched to the browser's download, under a file name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // Give the browser the click's turn before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
