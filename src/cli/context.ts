import type { Viewer } from '../shared/roles/access.js';
import { setCliLocale } from './i18n.js';
import type { Manifest, ManifestCommand } from './manifest/types.js';
import { allowed, openSession, viewerOf, type Session } from './session.js';

export type Locale = 'en' | 'mn';

/** What every command of one `bo` run shares: the profile's session, the catalogue, the viewer. */
export interface Ctx {
  manifest: Manifest;
  session: Session;
  viewer: Viewer | undefined;
  locale: Locale;
  /** `--all`: also list the commands the user's roles cannot run. */
  showAll: boolean;
}

export function makeCtx(manifest: Manifest, profile: string, showAll: boolean): Ctx {
  const session = openSession(profile);
  const wanted = process.env.BO_LOCALE || session.user?.locale || '';
  const locale = wanted === 'mn' ? 'mn' : 'en';
  setCliLocale(locale);
  return { manifest, session, viewer: viewerOf(session), locale, showAll };
}

export const mayRun = (ctx: Ctx, c: ManifestCommand) => allowed(c, ctx.viewer);
export const titleOf = (ctx: Ctx, c: ManifestCommand) => c.title[ctx.locale];
