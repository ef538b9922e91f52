import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import type { Role } from '@hubgrade/domain/auth/roles';
import { parseBrandConfiguration } from '@hubgrade/domain/brands/configuration';
import { isModuleVisible } from '@hubgrade/domain/brands/modules';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import type { AccessPolicy, Operation } from '@hubgrade/domain/common/operation';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { brands, companies, users } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-error.ts';
import type { SessionUser } from '../lib/session-user.ts';
import { type TokenKeys, type TokenSession, verifyToken } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every route registered under /api with its policy, for the access-matrix test. */
    routeTable: { method: string; url: string; access: AccessPolicy; operation: Operation }[];
  }
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, ERROR_LABELS.unauthenticated);
  return request.user;
}

/**
 * One query per request: the user with their company and brand, enough to answer /user/my too.
 * Prepared once per database: every request runs the same statement, so neither its SQL nor its
 * plan is made again each time.
 */
function sessionUserQuery(db: Db) {
  return db
    .select({
      user: users,
      companyName: companies.name,
      brand: { id: brands.id, name: brands.name, urlBack: brands.urlBack, configuration: brands.configuration },
    })
    .from(users)
    .leftJoin(brands, eq(brands.id, users.brandId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt), eq(users.enabled, true)))
    .limit(1)
    .prepare('auth_session_user');
}

async function loadSessionUser(query: ReturnType<typeof sessionUserQuery>, session: TokenSession): Promise<SessionUser | null> {
  // users.id is a 32-bit serial: a larger id names nobody, and must not reach the query as an error.
  if (session.userId > 2_147_483_647) return null;
  const [row] = await query.execute({ id: session.userId });
  // A reset, a role change or a sign-out everywhere since the token was signed ended its session.
  if (!row || row.user.sessionVersion !== session.sessionVersion) return null;
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    roles: u.roles as Role[],
    accountType: u.accountType as 1 | 2,
    brandId: u.brandId,
    // Read through the one parser: a stored configuration that is not valid grants no module, as the web shows.
    brandModules: row.brand ? parseBrandConfiguration(row.brand.configuration).modules : [],
    companyId: u.companyId,
    companyOwner: u.companyOwner,
    access: u.access,
    companyName: row.companyName,
    brand: row.brand ? { id: row.brand.id, name: row.brand.name, urlBack: row.brand.urlBack } : null,
  };
}

/** Whether a signed-in user passes a policy's roles and module (brand scope is the queries' part). */
export function policyAllows(access: AccessPolicy, user: SessionUser): boolean {
  if ('public' in access) return true;
  if (access.roles !== 'authenticated' && !access.roles.some((r) => user.roles.includes(r))) return false;
  return !access.module || isModuleVisible(access.module, { brandId: user.brandId, brandModules: user.brandModules, roles: user.roles });
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

/**
 * Authenticates and applies the route's policy before the body is even parsed, so an
 * unauthenticated or unauthorised caller learns nothing about what a valid payload is.
 * The user is read from the database on every request: a disabled or deleted user, or a token
 * older than the user's last reset, role change or sign-out everywhere, is refused at once.
 */
export const authPlugin = fp<{ db: Db; keys: TokenKeys }>(async (app: FastifyInstance, { db, keys }) => {
  const sessionUser = sessionUserQuery(db);
  app.decorateRequest('user', null);
  app.decorate('routeTable', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // Every call is an operation of the contract (lib/route.ts), which carries its access policy.
    const operation = route.config?.operation;
    if (!operation) throw new Error(`Route hors du contrat (sans opération) : ${route.method} ${route.url}`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, access: operation.access, operation });
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (token) {
      const session = await verifyToken(keys, token);
      request.user = session === null ? null : await loadSessionUser(sessionUser, session);
    }
    const access = request.routeOptions.config?.operation?.access;
    if (!access || 'public' in access) return;
    const user = request.user;
    if (!user) throw new HttpError(401, token ? AUTH_LABELS.sessionExpired : ERROR_LABELS.unauthenticated);
    if (!policyAllows(access, user)) throw new HttpError(403, ERROR_LABELS.forbidden);
  });
});
