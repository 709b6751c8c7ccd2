import { screenPath } from '../shared/commands/screen-path.js';
import type { Ctx } from './context.js';
import { t } from './i18n.js';
import type { ManifestCommand } from './manifest/types.js';

/**
 * The line `bo <verb> --help` ends with: the screen of the web console where the same operation
 * lives, at the address bo talks to (the console is served there too), as the palette shows the
 * `bo` line of what it runs (issue 15).
 */
export function screenHelp(ctx: Ctx, c: ManifestCommand): string {
  if (!c.screen) return '';
  // the route's parameters the command's flags give show as those flags (`/orders/<number>`)
  const given = Object.fromEntries(c.flags.filter((f) => f.path.length === 1).map((f) => [f.path[0]!, `<${f.path[0]}>`]));
  const path = decodeURIComponent(screenPath(c.screen, given));
  return `${t('help.screen', { label: c.screen.label[ctx.locale], url: `${ctx.session.url}${path}` })}\n`;
}
