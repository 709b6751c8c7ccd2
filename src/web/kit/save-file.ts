import type { FileOutput } from '../../shared/schema/file.js';

/** Saves a file command's answer (a PDF) under the name the server gave it. */
export function saveFile(file: FileOutput): void {
  const href = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.type }));
  const a = Object.assign(document.createElement('a'), { href, download: file.name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
