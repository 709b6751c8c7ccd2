import { z } from 'zod';
import { zId } from '../schema/common.js';
import { articleSchema, articleSummarySchema, HELP_PER_PAGE } from '../schema/help.js';
import { listInput, listOutput } from '../schema/list.js';
import { defineCommand } from './define.js';

/**
 * The help guide (§7): the only calls outside `/api/bo`, at the paths the spec gives. Any signed-in
 * user reads it; the answer is in the request's language (Accept-Language), English when an
 * article has no Mongolian version.
 */
export const articles = defineCommand({
  id: 'help.articles', area: 'help', kind: 'query', roles: true,
  http: { method: 'GET', path: '/api/v2/articles' },
  input: listInput({ filters: { title: 'text' }, sorts: ['title'], perPage: HELP_PER_PAGE }).extend({
    // the help panel asks for 25; nobody needs more than 100 at once
    per_page: z.coerce.number().int().min(1).max(100).default(HELP_PER_PAGE),
  }),
  output: listOutput(articleSummarySchema),
  ui: { title: 'commands.help.articles', group: 'help', keywords: ['help', 'guide', 'docs', 'тусламж', 'заавар'] },
  cli: { verb: ['help', 'articles'] },
});

export const article = defineCommand({
  id: 'help.article', area: 'help', kind: 'query', roles: true,
  http: { method: 'GET', path: '/api/v2/articles/:id' },
  input: z.object({ id: zId }),
  output: z.object({ article: articleSchema }),
  // §7: the article is cached; it changes rarely and the help panel reopens the same ones
  cache: { maxAgeSeconds: 300 },
  ui: { title: 'commands.help.article', group: 'help', keywords: ['help', 'guide', 'тусламж'] },
  cli: { verb: ['help', 'article'], positionals: ['id'] },
});

export const helpCommands = { articles, article };
