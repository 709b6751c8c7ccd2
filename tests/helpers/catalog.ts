import type { ApiClient } from '../../src/shared/api/client.js';
import { startServer, type TestServer } from './server.js';

/** A server with demo data and a client for each role the catalogue tests speak as. */
export async function catalogServer(): Promise<{ server: TestServer; admin: ApiClient; editor: ApiClient; merchant: ApiClient; viewer: ApiClient }> {
  const server = await startServer();
  const [admin, editor, merchant, viewer] = await Promise.all(
    ['admin@demo.mn', 'product@demo.mn', 'merchant@demo.mn', 'catalog@demo.mn'].map(async (email) => (await server.login(email)).api),
  );
  return { server, admin: admin!, editor: editor!, merchant: merchant!, viewer: viewer! };
}
