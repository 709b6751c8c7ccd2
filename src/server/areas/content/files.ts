import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { batch, FILE_MAX_BYTES, FILE_UPLOAD_PATH, FILE_URL_PREFIX, FILES, list, remove, type Attachment } from '../../../shared/commands/content/files.js';
import { lookup } from '../../../shared/i18n/index.js';
import { authorizeRequest, recordAudit } from '../../commands/register.js';
import { defineHandlers, type BoundHandler } from '../../commands/handler.js';
import { dataFolder } from '../../data-folder.js';
import { schema } from '../../db/index.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { requestLocale } from '../../http-errors.js';
import type { Services } from '../../services.js';
import { judgeFile, safeFileName } from './file-bytes.js';

/**
 * §2 /settings/files, §7 `downloadable_attachments` (with `batch`): the list, delete and batch are
 * catalogue commands; the upload (multipart, field `file`) and the download are the two routes
 * beside the catalogue, as the image uploads are. Files live under `<data folder>/files/<id>/`.
 */
type AttachmentRow = typeof schema.downloadableAttachments.$inferSelect;
const root = (services: Services) => dataFolder(services.config, 'files');
const urlOf = (r: AttachmentRow) => `${FILE_URL_PREFIX}/${r.id}/${encodeURIComponent(r.fileName)}`;
const message = (request: FastifyRequest, key: string) => lookup(requestLocale(request), `content_ui.files.errors.${key}`) ?? key;

function itemOf(r: AttachmentRow, email: string | null): Attachment {
  return { id: r.id, file_name: r.fileName, content_type: r.contentType, byte_size: r.byteSize, url: urlOf(r), created_at: r.createdAt.toISOString(), created_by: email };
}

const removeFiles = (services: Services, id: number) => rm(join(root(services), String(id)), { recursive: true, force: true });

export const fileHandlers: BoundHandler[] = defineHandlers({ list, remove, batch }, {
    async list({ query, page, per_page }, ctx) {
      const where = query ? ilike(schema.downloadableAttachments.fileName, `%${query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined;
      const [rows, [total]] = await Promise.all([
        ctx.db.select({ row: schema.downloadableAttachments, email: schema.users.email }).from(schema.downloadableAttachments)
          .leftJoin(schema.users, eq(schema.users.id, schema.downloadableAttachments.createdBy))
          .where(where).orderBy(desc(schema.downloadableAttachments.createdAt), desc(schema.downloadableAttachments.id))
          .limit(per_page).offset((page - 1) * per_page),
        ctx.db.select({ n: count() }).from(schema.downloadableAttachments).where(where),
      ]);
      return { items: rows.map((r) => itemOf(r.row, r.email)), page, per_page, total: Number(total?.n ?? 0) };
    },
    async remove({ id }, ctx) {
      const [row] = await ctx.db.delete(schema.downloadableAttachments).where(eq(schema.downloadableAttachments.id, id)).returning();
      if (!row) throw notFound();
      await removeFiles(ctx.services, id);
      return { deleted: true as const };
    },
    async batch({ ids }, ctx) {
      const rows = await ctx.db.delete(schema.downloadableAttachments).where(inArray(schema.downloadableAttachments.id, ids)).returning({ id: schema.downloadableAttachments.id });
      for (const r of rows) await removeFiles(ctx.services, r.id);
      const done = new Set(rows.map((r) => r.id));
      const results = ids.map((id) => ({ id, ok: done.has(id), error: done.has(id) ? null : 'not found' }));
      return { applied: done.size, failed: ids.length - done.size, results };
    },
});

/** The upload route and the public download. */
export async function installFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    scope.post(FILE_UPLOAD_PATH, async (request, reply) => {
      const { principal, scope: tenant } = await authorizeRequest(services, request, { roles: FILES });
      let file: { bytes: Buffer; name: string } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || file) { await part.toBuffer(); continue; }
          file = { bytes: await part.toBuffer(), name: part.filename };
        }
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payload_too_large', message(request, 'too_large'), { file: 'at most 20 MB' });
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest({ file: 'required' }, message(request, 'required'));
        throw e;
      }
      if (!file) throw badRequest({ file: 'required' }, message(request, 'required'));
      const verdict = judgeFile(file.bytes);
      if (!verdict.ok) throw new AppError(415, 'unsupported_media_type', message(request, verdict.reason), { file: verdict.reason });
      const fileName = safeFileName(file.name);
      const row = await services.database.db.transaction(async (tx) => {
        const [inserted] = await tx.insert(schema.downloadableAttachments).values({
          fileName, contentType: verdict.type, byteSize: file.bytes.length, createdBy: principal.user.id,
        }).returning();
        const dir = join(root(services), String(inserted!.id));
        try {
          await mkdir(dir, { recursive: true });
          await writeFile(join(dir, 'data'), file.bytes);
        } catch (e) {
          await rm(dir, { recursive: true, force: true });
          throw e;
        }
        await recordAudit(tx, {
          userId: principal.user.id, commandId: 'downloadable_attachment.upload', target: `downloadable_attachment:${inserted!.id}`, scope: tenant,
          input: { file: fileName }, ip: request.ip,
        });
        return inserted!;
      });
      return reply.code(201).send({ item: itemOf(row, principal.user.email) });
    });
  });

  // always a download, never rendered in the console's origin (an SVG or text opened here could not run anyway: sandboxed)
  app.get(`${FILE_URL_PREFIX}/:id/:name`, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!/^\d{1,15}$/.test(id)) throw notFound();
    const [row] = await services.database.db.select().from(schema.downloadableAttachments).where(eq(schema.downloadableAttachments.id, Number(id))).limit(1);
    const path = join(root(services), id, 'data');
    const info = row && await stat(path).catch(() => null);
    if (!row || !info?.isFile()) throw notFound();
    return reply
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('cache-control', 'public, max-age=3600')
      .header('content-length', info.size)
      .type(row.contentType)
      .send(createReadStream(path));
  });
}
