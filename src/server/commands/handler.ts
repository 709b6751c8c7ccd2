import type { FastifyRequest } from 'fastify';
import type { AnyCommand, OutputOf, ParsedInputOf } from '../../shared/commands/define.js';
import type { Principal } from '../auth/principal.js';
import type { Scope } from '../auth/scope.js';
import type { Db } from '../db/index.js';
import type { Services } from '../services.js';

export interface HandlerContext {
  /**
   * The database; for a mutation, the transaction it runs in together with its audit entry. Use
   * this one, never services.database.db: PGlite has one connection, so a query beside an open
   * transaction waits for it forever.
   */
  db: Db;
  /** Null only for public commands (sign-in). */
  principal: Principal | null;
  scope: Scope | null;
  request: FastifyRequest;
  services: Services;
  /** The command being run: its declared rules (`available`) are read where the handler finds its order. */
  command?: AnyCommand;
  /** A handler names what it acted on (`user:42`) for the audit entry. */
  auditTarget?: string;
  /**
   * Work for after a mutation's transaction has ended, committed or rolled back, on the database
   * itself: a record that must outlive a refusal (a PosAPI call that failed is still logged).
   * Reads and public commands run it at once after the handler.
   */
  afterwards?: (work: (db: Db) => Promise<void>) => void;
}

/** For handlers of signed-in commands: principal and scope are always there. */
export interface AuthedContext extends HandlerContext {
  principal: Principal;
  scope: Scope;
}

/**
 * An answer already serialised, for hot calls whose answer is cached as text (`users/me`). The
 * type parameter keeps the handler honest about what the text holds.
 */
export class JsonText<T> {
  declare readonly shape?: T;
  constructor(readonly text: string) {}
}

export type Handler<C extends AnyCommand> = (input: ParsedInputOf<C>, ctx: AuthedContext) => Promise<OutputOf<C> | JsonText<OutputOf<C>>>;

export interface BoundHandler {
  command: AnyCommand;
  handler: (input: unknown, ctx: HandlerContext) => Promise<unknown>;
}

/**
 * An area's handlers, keyed like its command object, so a missing or misspelt handler is a type
 * error and the catalogue test finds none unbound.
 */
export type HandlersOf<T extends Record<string, AnyCommand>> = { [K in keyof T]: Handler<T[K]> };

export function defineHandlers<T extends Record<string, AnyCommand>>(
  commands: T,
  handlers: HandlersOf<T>,
): BoundHandler[] {
  return Object.keys(commands).map((key) => ({
    command: commands[key]!,
    handler: handlers[key] as BoundHandler['handler'],
  }));
}
