import { userCommands } from '../../../shared/commands/users.js';
import { notificationCommands } from '../../../shared/commands/notifications.js';
import { notificationHandlers } from './notifications.js';
import { defineHandlers } from '../../commands/handler.js';
import { selfHandlers } from './self.js';
import { staffHandlers } from './staff.js';
import { creditHandlers } from './store-credits.js';

export const userHandlers = defineHandlers(userCommands, { ...selfHandlers, ...staffHandlers, ...creditHandlers });

/** The console's own notifications and their settings (issue 23), on the user's profile. */
export const userNotificationHandlers = defineHandlers(notificationCommands, notificationHandlers);
