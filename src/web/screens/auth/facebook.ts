/**
 * Facebook's JavaScript SDK, loaded only when the button is pressed and the server has an app id.
 * No app id (the server is not configured), a blocked script or a network without Facebook all
 * answer `unavailable`: the page then says "Couldn't connect to facebook" (§8).
 */
interface FacebookSdk {
  init(o: { appId: string; version: string; cookie?: boolean }): void;
  login(cb: (r: { authResponse?: { accessToken: string } | null; status: string }) => void, o: { scope: string }): void;
}
declare global {
  interface Window { FB?: FacebookSdk }
}

export type FacebookResult = { kind: 'token'; token: string } | { kind: 'unavailable' } | { kind: 'declined' };

const SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';

function loadSdk(timeoutMs: number): Promise<FacebookSdk | null> {
  if (window.FB) return Promise.resolve(window.FB);
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => resolve(null), timeoutMs);
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => { clearTimeout(timer); resolve(window.FB ?? null); };
    script.onerror = () => { clearTimeout(timer); resolve(null); };
    document.head.appendChild(script);
  });
}

export async function facebookAccessToken(appId: string | null): Promise<FacebookResult> {
  if (!appId) return { kind: 'unavailable' };
  const sdk = await loadSdk(8000);
  if (!sdk) return { kind: 'unavailable' };
  sdk.init({ appId, version: 'v19.0' });
  return new Promise((resolve) => {
    sdk.login((r) => resolve(r.authResponse?.accessToken ? { kind: 'token', token: r.authResponse.accessToken } : { kind: 'declined' }), { scope: 'email' });
  });
}
