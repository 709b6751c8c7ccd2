import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local ERP endpoint: answers a JSON status to a request bearing the expected credential, 401
 * otherwise, and keeps the Authorization header of each request it got, and the request itself.
 */
export async function startFakeErp(expected: string) {
  const seen: (string | null)[] = [];
  /** Each request as it came: method, path with query, JSON body (a re-sync's record). */
  const requests: { method: string; url: string; body: string }[] = [];
  const server = createServer(async (req, res) => {
    const auth = req.headers.authorization ?? null;
    seen.push(auth);
    let body = '';
    for await (const chunk of req) body += String(chunk);
    requests.push({ method: req.method ?? '', url: req.url ?? '', body });
    if (auth !== expected) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', company: 'Demo LLC', products: 1284 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ping`,
    seen,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
