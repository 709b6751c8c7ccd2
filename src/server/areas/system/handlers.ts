import { systemCommands } from '../../../shared/commands/system.js';
import { defineHandlers } from '../../commands/handler.js';
import { runSearch } from '../../search/registry.js';
import { applicationHandlers } from './applications.js';
import { erpHandlers } from './erp-integrations.js';
import { eTicketHandlers } from './e-ticket-templates.js';
import { websiteHandlers } from './websites.js';
import { logHandlers } from './logs.js';

export const systemHandlers = defineHandlers(systemCommands, {
  ...websiteHandlers,
  ...applicationHandlers,
  ...erpHandlers,
  ...eTicketHandlers,
  ...logHandlers,

  async websites(_input, ctx) {
    return { items: ctx.principal.websites };
  },

  async search({ q, limit }, ctx) {
    return runSearch(ctx, q, limit);
  },
});
