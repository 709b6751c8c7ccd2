// Timed calls to a real server's API, and the same-run baseline every figure is divided by:
// `GET users/me`, a signed-in request that does next to nothing, measured interleaved with what
// is measured so both see the same machine at the same moment.
import { pct, round } from './report.mjs';

export const DEMO_PASSWORD = 'demo1234';

/** Signs a demo user in; answers the headers of its requests. */
export async function signIn(base, username) {
  const res = await fetch(`${base}/api/bo/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = await res.text();
  let token;
  try {
    token = JSON.parse(body).token;
  } catch {
    // said below
  }
  if (typeof token !== 'string' || !token) throw new Error(`${username} could not sign in: HTTP ${res.status} ${body.slice(0, 300)}`);
  return { 'content-type': 'application/json', authorization: `Bearer ${token}` };
}

/** `call(method, path, headers, body?) → { ms, json }`, the time to the whole answer; a refusal throws. */
export function caller(base, label) {
  return async (method, path, headers, body) => {
    const started = performance.now();
    // no body, no content type: the server refuses an empty body said to be JSON (a DELETE)
    const { 'content-type': _type, ...bare } = headers;
    const res = await fetch(`${base}/api/bo/${path}`, body === undefined ? { method, headers: bare } : { method, headers, body: JSON.stringify(body) });
    const json = await res.json();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${label}: ${method} ${path} ${JSON.stringify(body ?? '')} answered HTTP ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
    return { ms, json };
  };
}

export const stats = (v) => ({ n: v.length, p50: round(pct(v, 50), 2), p99: round(pct(v, 99), 2) });

/**
 * A figure against users/me p50 of the same run (`ms` the measured times, `meP50` the baseline):
 * the contract of bench/lib/figures.mjs, at `size` when the section runs at several.
 */
export function msFigure(id, label, value, meP50, extra = {}) {
  return { id, label, value: round(value, 2), unit: 'ms', baseline: round(meP50, 2), ratio: round(value / meP50, 2), ...extra };
}
