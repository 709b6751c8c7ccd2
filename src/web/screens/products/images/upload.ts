import { ApiError } from '../../../../shared/api/errors.js';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, IMAGE_UPLOAD_PATH, type ProductImage } from '../../../../shared/commands/products/images.js';
import { readToken } from '../../../app/persisted.js';
import type { Selection } from '../../../app/selection.js';

/** Why a file is not sent at all (the server refuses the same, with its own message). */
export function refusal(file: File): 'wrong_type' | 'too_large' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrong_type';
  if (file.size > IMAGE_MAX_BYTES) return 'too_large';
  return null;
}

/**
 * The multipart upload (§7 images: `image` and `variant_id`), the one call of this panel outside
 * the catalogue client: XMLHttpRequest, because only it reports upload progress. It sends what the
 * client sends: the bearer token, the website and tenant, the language.
 */
export function uploadImage(
  productId: number,
  file: File,
  options: { selection: Selection; language: string; variantId?: number | null; onProgress: (loaded: number, total: number) => void },
): Promise<ProductImage> {
  return new Promise((resolve, reject) => {
    const query = new URLSearchParams();
    if (options.selection.vendorId !== null) query.set('vendor_id', String(options.selection.vendorId));
    if (options.selection.website.id !== null) query.set('website_id', String(options.selection.website.id));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${IMAGE_UPLOAD_PATH(productId)}${query.size ? `?${query}` : ''}`);
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept-language', options.language);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => options.onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'The server could not be reached'));
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status === 201 && body && typeof body === 'object' && 'image' in body) resolve((body as { image: ProductImage }).image);
      else if (ApiError.isErrorBody(body)) reject(new ApiError(xhr.status, body.error.code, body.error.message, body.error.fields));
      else reject(new ApiError(xhr.status, 'error', xhr.statusText || 'Upload failed'));
    };
    const form = new FormData();
    if (options.variantId) form.append('variant_id', String(options.variantId));
    form.append('image', file, file.name);
    xhr.send(form);
  });
}

/** The order after moving the item at `from` to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
