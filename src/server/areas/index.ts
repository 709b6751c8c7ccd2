import type { BoundHandler } from '../commands/handler.js';
import { authHandlers } from './auth/handlers.js';
import { merchantHandlers } from './merchant/handlers.js';
import { systemHandlers } from './system/handlers.js';
import { userHandlers } from './users/handlers.js';

/** Every area's handlers; buildApp refuses to start if a catalogue entry has none. */
export const handlers: readonly BoundHandler[] = [...authHandlers, ...userHandlers, ...systemHandlers, ...merchantHandlers];
