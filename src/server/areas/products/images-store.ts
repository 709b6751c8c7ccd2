import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_SIZES, IMAGE_VARIANTS, type ProductImage } from '../../../shared/commands/products/images.js';
import type { Config } from '../../config.js';
import { dataFolder } from '../../data-folder.js';
import type { schema } from '../../db/index.js';

/** The folder `original`, `mini`, `product` and `thumb` hold their copy of an image in. */
export const IMAGE_FOLDERS = ['original', ...IMAGE_VARIANTS] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

const FORMATS = { jpeg: { ext: 'jpg', type: 'image/jpeg' }, png: { ext: 'png', type: 'image/png' }, webp: { ext: 'webp', type: 'image/webp' } } as const;
export const CONTENT_TYPE_OF_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Where images live: `<data folder>/images` (a temporary folder for a database in memory). */
export const imagesRoot = (config: Config): string => dataFolder(config, 'images');

/** An upload the decoder cannot take: `not_image` (no JPEG, PNG or WebP header), `unreadable` (a header, then damage or a cut). */
export class ImageRefused extends Error {
  constructor(readonly reason: 'not_image' | 'unreadable') {
    super(reason);
  }
}

export interface Prepared {
  contentType: string;
  ext: string;
  width: number;
  height: number;
  /** The copies to write, by folder. */
  files: Record<ImageFolder, Buffer>;
}

/**
 * Reads what was uploaded by its content, not by the name or the type the browser claimed, and
 * makes the §5 variants in the same format (one file name serves every variant segment).
 */
export async function prepareImage(bytes: Buffer): Promise<Prepared> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new ImageRefused('not_image');
  }
  const format = meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' ? FORMATS[meta.format] : null;
  if (!format || !meta.width || !meta.height) throw new ImageRefused('not_image');
  const kind = meta.format as keyof typeof FORMATS;
  // the header alone reads well from a truncated or damaged file: only decoding the pixels finds
  // the damage, and that is the uploader's file, not a fault of the server
  try {
    // the EXIF orientation is applied, then dropped, so every copy stands the right way up
    const base = () => sharp(bytes).rotate();
    const original = await base().toFormat(kind).toBuffer({ resolveWithObject: true });
    const files = { original: original.data } as Record<ImageFolder, Buffer>;
    for (const v of IMAGE_VARIANTS) {
      const size = IMAGE_SIZES[v];
      files[v] = await base().resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true }).toFormat(kind).toBuffer();
    }
    return { contentType: format.type, ext: format.ext, width: original.info.width, height: original.info.height, files };
  } catch {
    throw new ImageRefused('unreadable');
  }
}

/** A file name from what the user called it: lower-case, `a-z0-9_-`, never empty. */
export function safeBaseName(name: string | undefined): string {
  const stem = (name ?? '').replace(/\.[^.]*$/, '').toLowerCase().normalize('NFKD').replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return stem.slice(0, 60) || 'image';
}

export async function writeImageFiles(root: string, id: number, fileName: string, files: Record<ImageFolder, Buffer>): Promise<void> {
  for (const folder of IMAGE_FOLDERS) {
    const dir = join(root, String(id), folder);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, fileName), files[folder]);
  }
}

export const removeImageFiles = (root: string, id: number) => rm(join(root, String(id)), { recursive: true, force: true });

export const imagePath = (root: string, id: number, folder: ImageFolder, fileName: string) => join(root, String(id), folder, fileName);

export function toImageJson(row: typeof schema.productImages.$inferSelect): ProductImage {
  const url = (folder: ImageFolder) => `/images/${row.id}/${folder}/${row.fileName}`;
  return {
    id: row.id,
    product_id: row.productId,
    variant_id: row.variantId,
    position: row.position,
    alt: row.alt,
    content_type: row.contentType,
    width: row.width,
    height: row.height,
    byte_size: row.byteSize,
    urls: { mini: url('mini'), product: url('product'), thumb: url('thumb'), original: url('original') },
    created_at: row.createdAt.toISOString(),
  };
}
