import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';

/** A device as the provider keeps it (OneSignal's "player", a v16 "subscription"). */
export interface ProviderDevice {
  id: string;
  device_model?: string | null;
  device_os?: string | null;
  /** 0 iOS, 1 Android, 5 Chrome web, 7 Safari, 8 Firefox, 11 email, 14 SMS… */
  device_type?: number | null;
  /** Seconds since the epoch. */
  last_active?: number | null;
  /** True when the device unsubscribed or its token went stale. */
  invalid_identifier?: boolean | null;
  external_user_id?: string | null;
  /** 1 subscribed, negative: unsubscribed for a reason. */
  notification_types?: number | null;
}

export interface ProviderNotification {
  id: string;
  successful?: number | null;
  failed?: number | null;
  errored?: number | null;
  converted?: number | null;
  remaining?: number | null;
  /** Confirmed deliveries (OneSignal's "received"); absent where the provider has no receipts. */
  received?: number | null;
  canceled?: boolean | null;
}

export interface PushMessage {
  headings: { en: string; mn: string };
  contents: { en: string; mn: string };
  url: string | null;
  image: string | null;
  ttl: number;
  isChromeWeb: boolean;
  isSafari: boolean;
  isFirefox: boolean;
  playerIds: string[];
  /** OneSignal folds a second create with the same key (30 days): a retried send never posts twice. */
  idempotencyKey: string;
}

const TIMEOUT_MS = 15_000;

/** The provider's settings, or 503 naming the variables to set. */
export function requirePush(config: Config): NonNullable<Config['push']> {
  if (!config.push) throw new AppError(503, 'push_not_configured', 'No push provider is configured: set BO_ONESIGNAL_URL, BO_ONESIGNAL_APP_ID and BO_ONESIGNAL_KEY');
  return config.push;
}

/** Browser names by OneSignal device type, as the devices screen shows them. */
/** Errors a send waits out and tries again (under the same idempotency key). */
export const transientPush = (e: unknown) => e instanceof AppError && (e.code === 'push_unreachable' || e.code === 'push_unavailable');

export const BROWSERS: Record<number, string> = { 0: 'iOS app', 1: 'Android app', 5: 'Chrome', 7: 'Safari', 8: 'Firefox', 17: 'Edge' };

/** The provider's words without anything that looks like our key. */
function words(body: unknown, key: string): string {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const text = Array.isArray(errors) ? errors.map(String).join('; ') : typeof errors === 'object' && errors ? JSON.stringify(errors) : JSON.stringify(body ?? '');
  return text.split(key).join('[redacted]').slice(0, 300);
}

/**
 * The OneSignal REST API (v1 paths, `Authorization: Basic <REST key>`), from configuration. With no
 * URL configured every call refuses with 503 `push_not_configured`; a provider that does not answer
 * is 502 `push_unreachable`, one busy or down (429, 5xx) 502 `push_unavailable`, one that refuses
 * 502 `push_refused`, each with its words. The key is only
 * ever in the header: never in an error, a log line, an audit row or a stored answer.
 */
export function oneSignal(config: Config) {
  const push = config.push;
  async function call<T>(method: string, path: string, body?: object): Promise<T> {
    const { url, appId, key } = requirePush(config);
    const sep = path.includes('?') ? '&' : '?';
    let res: Response;
    try {
      res = await fetch(`${url}/api/v1/${path}${sep}app_id=${encodeURIComponent(appId)}`, {
        method,
        headers: { authorization: `Basic ${key}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}) },
        ...(body ? { body: JSON.stringify({ app_id: appId, ...body }) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new AppError(502, 'push_unreachable', `The push provider did not answer (${(e as Error).name})`);
    }
    const text = await res.text();
    let parsed: unknown = null;
    try { parsed = text ? JSON.parse(text) : null; } catch { parsed = text.slice(0, 200); }
    if (res.status === 404) throw new AppError(404, 'not_found', `The push provider does not know it: ${words(parsed, key)}`);
    // busy or down: worth trying again later; anything else is a refusal to show as it is
    if (res.status === 429 || res.status >= 500) throw new AppError(502, 'push_unavailable', `The push provider answered ${res.status}: ${words(parsed, key)}`);
    if (!res.ok) throw new AppError(502, 'push_refused', `The push provider answered ${res.status}: ${words(parsed, key)}`);
    return parsed as T;
  }

  return {
    configured: push !== null && push !== undefined,
    app: () => call<{ id: string; name?: string; players?: number; messageable_players?: number }>('GET', `apps/${encodeURIComponent(push?.appId ?? '')}`),
    devices: (limit: number, offset: number) =>
      call<{ total_count: number; offset: number; limit: number; players: ProviderDevice[] }>('GET', `players?limit=${limit}&offset=${offset}`),
    device: (id: string) => call<ProviderDevice>('GET', `players/${encodeURIComponent(id)}`),
    /** Links the device to one of our users (OneSignal's `external_user_id`). */
    linkDevice: (id: string, userId: number) => call<{ success: boolean }>('PUT', `players/${encodeURIComponent(id)}`, { external_user_id: String(userId) }),
    /**
     * A browser's web push subscription made a device of the app (OneSignal's "add a device": 5
     * Chrome, 7 Safari, 8 Firefox), already tied to our user; answers its player id.
     */
    addWebDevice: (d: { deviceType: 5 | 7 | 8; endpoint: string; p256dh: string; auth: string; userId: number }) =>
      call<{ success: boolean; id: string }>('POST', 'players', {
        device_type: d.deviceType, identifier: d.endpoint, web_p256: d.p256dh, web_auth: d.auth, external_user_id: String(d.userId), notification_types: 1,
      }),
    /** Creates (sends) a notification; the same idempotency key again answers the first one. */
    send: (m: PushMessage) => call<{ id: string; recipients?: number; errors?: unknown }>('POST', 'notifications', {
      headings: m.headings, contents: m.contents, ...(m.url ? { url: m.url } : {}),
      ...(m.image ? { chrome_web_image: m.image, big_picture: m.image, ios_attachments: { id1: m.image } } : {}),
      ttl: m.ttl, isChromeWeb: m.isChromeWeb, isSafari: m.isSafari, isFirefox: m.isFirefox,
      include_player_ids: m.playerIds, idempotency_key: m.idempotencyKey, external_id: m.idempotencyKey,
    }),
    notification: (id: string) => call<ProviderNotification>('GET', `notifications/${encodeURIComponent(id)}`),
  };
}

export type OneSignal = ReturnType<typeof oneSignal>;
