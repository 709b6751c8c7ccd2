import type { IncomingMessage } from 'node:http';

/** A request's whole body as text: what the local fake servers (SMS gateway, OneSignal, bank) read. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => { body += c; });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
