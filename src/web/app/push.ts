import { pushLinkDevice } from '../../shared/commands/marketing/push.js';
import { api } from './api.js';

/** This browser's "no" (the server keeps the user's, for every browser). */
const DECLINED_KEY = 'back_office.push_prompt';

/** The page's query as the console came up (read once, when the prompt's chunk loads; later navigations do not change the wait). */
export const bootSearch = typeof window === 'undefined' ? '' : window.location.search;

export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** §3 push browser flags: which of isChromeWeb, isSafari, isFirefox this browser is. */
export function browserName(ua = navigator.userAgent): 'chrome' | 'safari' | 'firefox' {
  if (/firefox|fxios/i.test(ua)) return 'firefox';
  if (/safari/i.test(ua) && !/chrome|chromium|crios|edg/i.test(ua)) return 'safari';
  return 'chrome';
}

export const declinedHere = () => localStorage.getItem(DECLINED_KEY) === 'declined';
export const rememberDeclined = () => localStorage.setItem(DECLINED_KEY, 'declined');

/** This browser's push subscription to the console's service worker, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser's permission (only now, after the user agreed in the console's own prompt),
 * registers the service worker, subscribes with the app's VAPID key and links the subscription to
 * the user (`push.link_device`, the v2 "link device" call). Answers `refused` if the browser said no.
 */
export async function enablePush(vapidPublicKey: string): Promise<'enabled' | 'refused'> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'refused';
  const registration = await navigator.serviceWorker.register('/push-sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const subscription = (await registration.pushManager.getSubscription())
    ?? await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) });
  const keys = subscription.toJSON().keys ?? {};
  await api.call(pushLinkDevice, { browser: browserName(), endpoint: subscription.endpoint, p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' },
    { idempotencyKey: crypto.randomUUID() });
  return 'enabled';
}
