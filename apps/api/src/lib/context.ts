import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { TokenKeys } from './tokens.ts';

/** What every module receives: no globals, so tests build as many apps as they like. */
export interface AppContext {
  db: Db;
  database: Database;
  config: Config;
  keys: TokenKeys;
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type Module = (app: ZodApp, ctx: AppContext) => Promise<void>;
