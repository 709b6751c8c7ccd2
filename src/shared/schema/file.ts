import { z } from 'zod';

/**
 * What a command declared with `file` answers (a PDF of the delivery sheet): the bytes and the
 * name to save them under. On the wire it is the file itself (its type, `content-disposition`);
 * the client gives it back in this shape.
 */
export const fileOutput = z.object({ name: z.string(), type: z.string(), bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array) });
export type FileOutput = z.infer<typeof fileOutput>;

/** `attachment; filename=…` for a name in any script (a Cyrillic one keeps its letters in `filename*`). */
export const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The name a `content-disposition` header gives, `filename*` first. */
export function dispositionName(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]!);
  return /filename="([^"]+)"/i.exec(header)?.[1];
}
