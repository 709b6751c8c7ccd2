import { z } from 'zod';
import { memberWebsiteSchema } from '../schema/tenancy.js';
import { defineCommand } from './define.js';

export const websites = defineCommand({
  id: 'website.list', area: 'system', kind: 'query', roles: true,
  http: { method: 'GET', path: 'websites' },
  input: z.object({}),
  output: z.object({ items: z.array(memberWebsiteSchema) }),
  ui: { title: 'commands.website.list', keywords: ['sites', 'shops', 'сайт'] },
  cli: { verb: ['websites', 'list'] },
});

export const systemCommands = { websites };
