import { ApiError } from '../../../shared/api/errors.js';
import { CONTENT_IMAGE_UPLOAD_PATH, contentImageUploadAnswer } from '../../../shared/commands/content/fields.js';
import { readToken } from '../../app/persisted.js';
import type { Selection } from '../../app/selection.js';

/**
 * §7 `upload_image` of news and articles: the multipart upload, outside the catalogue client as
 * products' image upload is. It sends what the client sends (bearer token, website, tenant,
 * language) and answers as Editor.js's image tool expects.
 */
export async function uploadContentImage(path: 'news' | 'articles', file: File, selection: Selection, language: string) {
  const query = new URLSearchParams();
  if (selection.vendorId !== null) query.set('vendor_id', String(selection.vendorId));
  if (selection.website.id !== null) query.set('website_id', String(selection.website.id));
  const form = new FormData();
  form.append('image', file, file.name);
  const token = readToken();
  const response = await fetch(`${CONTENT_IMAGE_UPLOAD_PATH(path)}${query.size ? `?${query}` : ''}`, {
    method: 'POST', body: form, headers: { 'accept-language': language, ...(token && { authorization: `Bearer ${token}` }) },
  }).catch(() => { throw new ApiError(0, 'network_error', 'The server could not be reached'); });
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 201) return contentImageUploadAnswer.parse(body);
  if (ApiError.isErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
  throw new ApiError(response.status, 'error', response.statusText || 'Upload failed');
}
