import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { PrincipalCache } from './auth/principal.js';

/** What handlers share within one server instance; nothing here outlives a restart. */
export interface Services {
  config: Config;
  database: Database;
  principals: PrincipalCache;
}

export function createServices(config: Config, database: Database): Services {
  return { config, database, principals: new PrincipalCache() };
}
