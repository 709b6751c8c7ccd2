import { z } from 'zod';
import { zId, zText } from '../../schema/common.js';
import { listOutput } from '../../schema/list.js';
import type { Role } from '../../roles/roles.js';
import { defineCommand } from '../define.js';

/**
 * The shop's downloadable files (§2 /settings/files; §7 `downloadable_attachments` with `batch`):
 * manuals, warranty cards, price lists a storefront links to. Uploaded through the one upload route
 * beside the catalogue (FILE_UPLOAD_PATH, multipart field `file`), judged by their bytes; listed,
 * linked and deleted here. The route list is src/shared/roles/routes/content.ts's FILES.
 */
export const FILES: readonly Role[] = ['admin', 'content'];

/** At most 20 MB a file; a bigger one is a 413 naming the field. */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
export const FILE_UPLOAD_PATH = '/api/bo/downloadable_attachments/upload';
/** Where a stored file is served (public: a storefront links to it), always as a download. */
export const FILE_URL_PREFIX = '/files';

export const attachmentSchema = z.object({
  id: z.number().int(), file_name: z.string(), content_type: z.string(), byte_size: z.number().int(), url: z.string(),
  created_at: z.string(), created_by: z.string().nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const list = defineCommand({
  id: 'downloadable_attachment.list', area: 'content', kind: 'query', roles: FILES,
  http: { method: 'GET', path: 'downloadable_attachments' },
  input: z.object({
    query: zText(100).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(500).default(50),
  }),
  output: listOutput(attachmentSchema),
  ui: { title: 'commands.content.downloadable_attachment.list', keywords: ['files', 'attachments', 'downloads', 'файл'] },
  cli: { verb: ['files', 'list'], columns: ['id', 'file_name', 'content_type', 'byte_size', 'url'] },
});

export const remove = defineCommand({
  id: 'downloadable_attachment.delete', area: 'content', kind: 'mutation', roles: FILES, danger: true,
  http: { method: 'DELETE', path: 'downloadable_attachments/:id' },
  input: z.object({ id: zId }), output: z.object({ deleted: z.literal(true) }),
  ui: { title: 'commands.content.downloadable_attachment.delete', keywords: ['delete file', 'файл устгах'] },
  cli: { verb: ['files', 'delete'], positionals: ['id'] },
});

export const FILE_BATCH_ACTIONS = ['delete'] as const;

/** §7 `downloadable_attachments` `batch`: the selected files at once; each id answers on its own. */
export const batch = defineCommand({
  id: 'downloadable_attachment.batch', area: 'content', kind: 'mutation', roles: FILES, danger: true,
  http: { method: 'POST', path: 'downloadable_attachments/batch' },
  input: z.object({ ids: z.array(zId).min(1).max(500), action: z.enum(FILE_BATCH_ACTIONS) }),
  output: z.object({
    applied: z.number().int(), failed: z.number().int(),
    results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), error: z.string().nullable() })),
  }),
  bulk: { field: 'ids', chunk: 500 },
  ui: { title: 'commands.content.downloadable_attachment.batch', keywords: ['delete files', 'файлууд устгах'] },
  cli: { verb: ['files', 'batch'] },
});
