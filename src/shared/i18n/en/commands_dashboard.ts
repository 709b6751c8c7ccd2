/** Titles of the dashboard's commands (src/shared/commands/dashboard.ts), under `commands.dashboard`. */
export default {
  summary: 'Show the dashboard: order counts and the 30-day graph',
} as const;
