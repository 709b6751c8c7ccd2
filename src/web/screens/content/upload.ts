import { z } from 'zod';
import { ApiError } from '../../../shared/api/errors.js';
import { CONTENT_IMAGE_UPLOAD_PATH, contentImageUploadAnswer } from '../../../shared/commands/content/fields.js';
import { attachmentSchema, FILE_UPLOAD_PATH } from '../../../shared/commands/content/files.js';
import { readToken } from '../../app/persisted.js';
import type { Selection } from '../../app/selection.js';

/**
 * The content area's multipart uploads (§7 `upload_image` of news, articles and look books; the
 * files of /settings/files), outside the catalogue client as products' image upload is. Each sends
 * what the client sends (bearer token, website, tenant, language).
 */
async function upload<T>(url: string, field: string, file: File, selection: Selection, language: string, answer: z.ZodType<T>): Promise<T> {
  const query = new URLSearchParams();
  if (selection.vendorId !== null) query.set('vendor_id', String(selection.vendorId));
  if (selection.website.id !== null) query.set('website_id', String(selection.website.id));
  const form = new FormData();
  form.append(field, file, file.name);
  const token = readToken();
  const response = await fetch(`${url}${query.size ? `?${query}` : ''}`, {
    method: 'POST', body: form, headers: { 'accept-language': language, ...(token && { authorization: `Bearer ${token}` }) },
  }).catch(() => { throw new ApiError(0, 'network_error', 'The server could not be reached'); });
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 201) return answer.parse(body);
  if (ApiError.isErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
  throw new ApiError(response.status, 'error', response.statusText || 'Upload failed');
}

/** Answers as Editor.js's image tool expects. */
export const uploadContentImage = (path: 'news' | 'articles' | 'look_books', file: File, selection: Selection, language: string) =>
  upload(CONTENT_IMAGE_UPLOAD_PATH(path), 'image', file, selection, language, contentImageUploadAnswer);

export const uploadFile = (file: File, selection: Selection, language: string) =>
  upload(FILE_UPLOAD_PATH, 'file', file, selection, language, z.object({ item: attachmentSchema }));
