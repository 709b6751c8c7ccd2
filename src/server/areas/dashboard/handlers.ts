import { dashboardCommands } from '../../../shared/commands/dashboard.js';
import { defineHandlers } from '../../commands/handler.js';
import { dashboardSummary } from './summary.js';

export const dashboardHandlers = defineHandlers(dashboardCommands, {
  summary: (_input, ctx) => dashboardSummary(ctx),
});
