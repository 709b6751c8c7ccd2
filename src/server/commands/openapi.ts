import { z } from 'zod';
import { pathParams, sendsBody, type AnyCommand } from '../../shared/commands/define.js';
import { lookup } from '../../shared/i18n/index.js';
import { routeUrl } from './register.js';

const toJson = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;

const errorResponse = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

/** OpenAPI 3 document of the whole catalogue: the same declarations the routes are built from. */
export function openApiDocument(commands: readonly AnyCommand[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const c of commands) {
    const url = routeUrl(c).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    const input = toJson(c.input, 'input');
    const props = (input.properties ?? {}) as Record<string, Record<string, unknown>>;
    const required = new Set((input.required as string[] | undefined) ?? []);
    const inPath = pathParams(c.http.path);
    const parameters: unknown[] = inPath.map((name) => ({ name, in: 'path', required: true, schema: props[name] ?? { type: 'string' } }));
    if (!c.public) {
      for (const name of ['vendor_id', 'website_id']) parameters.push({ name, in: 'query', schema: { type: 'integer' } });
    }
    const rest = Object.fromEntries(Object.entries(props).filter(([k]) => !inPath.includes(k)));
    let requestBody: unknown;
    if (sendsBody(c.http.method)) {
      requestBody = {
        required: true,
        content: { 'application/json': { schema: { ...input, properties: rest, required: [...required].filter((k) => !inPath.includes(k)) } } },
      };
    } else {
      for (const [name, schema] of Object.entries(rest)) {
        parameters.push({ name, in: 'query', required: required.has(name), schema, ...(schema.type === 'object' ? { style: 'deepObject', explode: true } : {}) });
      }
    }
    (paths[url] ??= {})[c.http.method.toLowerCase()] = {
      operationId: c.id,
      summary: lookup('en', c.ui.title) ?? c.id,
      tags: [c.area],
      description: `Roles: ${c.roles === true ? 'any signed-in user' : c.roles.join(', ')}${c.confirm ? `. Needs header Bo-Confirm: ${c.confirm}` : ''}`,
      ...(c.public ? { security: [] } : {}),
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses: {
        200: c.file
          ? { description: 'The file, as an attachment', content: { [c.file.type]: { schema: { type: 'string', format: 'binary' } } } }
          : { description: 'OK', content: { 'application/json': { schema: toJson(c.output, 'output') } } },
        400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse,
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Back-office console API', version: '0.1.0' },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object', required: ['code', 'message'],
              properties: { code: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
            },
          },
        },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
