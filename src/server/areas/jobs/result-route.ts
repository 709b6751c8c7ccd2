import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { authorizeRequest } from '../../commands/register.js';
import { badRequest, notFound } from '../../errors.js';
import { resultPath } from '../../jobs/files.js';
import { jobById, readJob, visibleJobs } from '../../jobs/read.js';
import type { Services } from '../../services.js';

const TYPES: Record<string, string> = { csv: 'text/csv; charset=utf-8', json: 'application/json', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/**
 * `GET /api/bo/jobs/:id/result`: the file a job left (an import's failed rows, an export), for
 * whoever may see the job, with his bearer token like any call. One of the file routes DESIGN
 * allows beside the catalogue: its answer is the file, not JSON.
 */
export async function installJobRoutes(app: FastifyInstance, services: Services): Promise<void> {
  app.get('/api/bo/jobs/:id/result', async (request, reply) => {
    const { principal, scope } = await authorizeRequest(services, request, { roles: true });
    const rawId = (request.params as { id: string }).id;
    if (!/^\d{1,15}$/.test(rawId)) throw badRequest({ id: 'must be a positive integer' });
    const job = await readJob(services.database.db, jobById(Number(rawId), visibleJobs({ userId: principal.user.id, scope })));
    if (!job?.result) throw notFound(job ? 'This job left no file' : 'No such job');
    const path = resultPath(services.config, job.id, job.result.name);
    const size = await stat(path).then((s) => s.size, () => null);
    if (size === null) throw notFound('The file of this job is gone');
    const ext = job.result.name.split('.').pop()?.toLowerCase() ?? '';
    return reply
      .header('content-type', TYPES[ext] ?? 'application/octet-stream')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${job.result.name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(job.result.name)}`)
      .header('cache-control', 'private, no-store')
      .send(createReadStream(path));
  });
}
