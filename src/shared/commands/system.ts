import { z } from 'zod';
import { searchInput, searchOutput } from '../schema/search.js';
import { memberWebsiteSchema } from '../schema/tenancy.js';
import { defineCommand } from './define.js';
import { applicationCommands } from './system/applications.js';
import { erpCommands } from './system/erp-integrations.js';
import { eTicketCommands } from './system/e-ticket-templates.js';
import { websiteCommands } from './system/websites.js';
import { logCommands } from './system/logs.js';

export const websites = defineCommand({
  id: 'website.list', area: 'system', kind: 'query', roles: true,
  http: { method: 'GET', path: 'websites' },
  input: z.object({}),
  output: z.object({ items: z.array(memberWebsiteSchema) }),
  ui: { title: 'commands.website.list', keywords: ['sites', 'shops', 'сайт'] },
  cli: { verb: ['websites', 'list'] },
});

/**
 * The palette's live results: every searcher of the areas the user may see, at once (DESIGN.md).
 * Each searcher keeps its own role rule and tenant scope, so `true` here only means "signed in".
 */
export const search = defineCommand({
  id: 'system.search', area: 'system', kind: 'query', roles: true,
  http: { method: 'GET', path: 'search' },
  input: searchInput,
  output: searchOutput,
  // the palette calls it itself as the user types; it is not a command to pick
  ui: { title: 'commands.system.search', hidden: true, keywords: ['find', 'хайх'] },
  cli: { verb: ['search'], positionals: ['q'] },
});

export const systemCommands = { websites, search, ...websiteCommands, ...applicationCommands, ...erpCommands, ...eTicketCommands, ...logCommands };
