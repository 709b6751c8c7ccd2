import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { PrincipalCache } from './auth/principal.js';
import { JobRunner } from './jobs/runner.js';

/** What handlers share within one server instance; nothing here outlives a restart. */
export interface Services {
  config: Config;
  database: Database;
  principals: PrincipalCache;
  /** Background jobs (rows of `jobs`): handlers `notify` it of a job they queued. */
  jobs: JobRunner;
}

export function createServices(config: Config, database: Database): Services {
  return { config, database, principals: new PrincipalCache(), jobs: new JobRunner() };
}
