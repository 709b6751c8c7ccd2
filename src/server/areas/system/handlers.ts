import { systemCommands } from '../../../shared/commands/system.js';
import { defineHandlers } from '../../commands/handler.js';

export const systemHandlers = defineHandlers(systemCommands, {
  async websites(_input, ctx) {
    return { items: ctx.principal.websites };
  },
});
