import { z } from 'zod';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

const debugToken = z.object({ data: z.object({ is_valid: z.boolean(), app_id: z.string().optional() }) });
const me = z.object({ id: z.string(), email: z.string().optional() });

async function graph(url: URL): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new AppError(503, 'facebook_unavailable');
  }
  if (response.status >= 500) throw new AppError(503, 'facebook_unavailable');
  return response.json().catch(() => {
    throw new AppError(503, 'facebook_unavailable');
  });
}

/**
 * The email of the Facebook user behind an access token, checked with the Graph API: the token must
 * be valid and issued to our app (debug_token), then /me gives the email.
 */
export async function facebookEmail(facebook: NonNullable<Config['facebook']>, accessToken: string): Promise<string> {
  const base = facebook.graphUrl.replace(/\/$/, '');
  const debugUrl = new URL(`${base}/debug_token`);
  debugUrl.searchParams.set('input_token', accessToken);
  debugUrl.searchParams.set('access_token', `${facebook.appId}|${facebook.appSecret}`);
  const debug = debugToken.safeParse(await graph(debugUrl));
  if (!debug.success || !debug.data.data.is_valid || debug.data.data.app_id !== facebook.appId) {
    throw new AppError(401, 'invalid_credentials', 'The Facebook sign-in is not valid');
  }
  const meUrl = new URL(`${base}/me`);
  meUrl.searchParams.set('fields', 'id,email');
  meUrl.searchParams.set('access_token', accessToken);
  const profile = me.safeParse(await graph(meUrl));
  if (!profile.success || !profile.data.email) {
    throw new AppError(401, 'facebook_declined', 'Facebook did not share an email address');
  }
  return profile.data.email.toLowerCase();
}
