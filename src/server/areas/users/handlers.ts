import { userCommands } from '../../../shared/commands/users.js';
import { defineHandlers } from '../../commands/handler.js';
import { selfHandlers } from './self.js';
import { staffHandlers } from './staff.js';
import { creditHandlers } from './store-credits.js';

export const userHandlers = defineHandlers(userCommands, { ...selfHandlers, ...staffHandlers, ...creditHandlers });
