import { isSuperAdmin } from '@hubgrade/domain/auth/roles';
import { parseBrandConfiguration } from '@hubgrade/domain/brands/configuration';
import { BRAND_LABELS as L, MODULE_LABELS as M } from '@hubgrade/domain/brands/labels';
import { brandImagePath, THEME_COLORS, THEME_IMAGES } from '@hubgrade/domain/brands/rules';
import type {
  BrandBody,
  BrandConfiguration,
  BrandList,
  BrandQuery,
  BrandSheet,
  ModuleBody,
  ModuleEntry,
  ModuleList,
  ModuleQuery,
} from '@hubgrade/domain/brands/schemas';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { isImageUpload } from '@hubgrade/domain/uploads/rules';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { brandImages, brands, modules, uploads } from '../../db/schema/index.ts';
import { isConstraintViolation } from '../../lib/db-error.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, forbidden } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { uploadVisibleTo } from '../uploads/queries.ts';
import { type BrandHostCache, signalBrandChange } from './host-cache.ts';
import { allModules, findBrandSheet, knownModuleKeys, listBrands, moduleCatalogue } from './queries.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * Spec shell §6: brands and modules are the platform's super administrators'. The route's policy
 * asks for ROLE_ADMIN; a super administrator attached to a brand would reach every other brand, so
 * that is refused too.
 */
function assertPlatformAdmin(actor: SessionUser): void {
  if (!isSuperAdmin(actor.roles) || actor.brandId !== null) throw forbidden(L.refusals.superAdminOnly);
}

/** The modules a body enables must be in the catalogue: an unknown key would gate nothing. */
async function checkModules(db: Executor, keys: readonly string[]): Promise<void> {
  const known = await knownModuleKeys(db);
  const unknown = keys.find((k) => !known.has(k));
  if (unknown) throw badRequest(ERROR_LABELS.badRequest, { modules: [L.refusals.unknownModule(unknown)] });
}

/** The theme's files: images the actor sent or may manage. */
async function checkImages(db: Executor, actor: SessionUser, images: BrandBody['images']): Promise<void> {
  const ids = Object.values(images).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return;
  const found = await db
    .select({ id: uploads.id, mimeType: uploads.mimeType })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), uploadVisibleTo(actor)));
  const errors: Record<string, string[]> = {};
  for (const slot of THEME_IMAGES) {
    const id = images[slot];
    if (typeof id !== 'number') continue;
    const file = found.find((f) => f.id === id);
    if (!file) errors[`images.${slot}`] = [L.refusals.imageNotFound];
    else if (!isImageUpload(file)) errors[`images.${slot}`] = [L.refusals.imageNotImage];
  }
  if (Object.keys(errors).length > 0) throw badRequest(ERROR_LABELS.badRequest, errors);
}

/** Another brand already served on this host: 409, with its name. */
async function checkHostFree(db: Executor, host: string, id: number | null): Promise<void> {
  const [other] = await db
    .select({ name: brands.name })
    .from(brands)
    .where(id === null ? eq(brands.urlBack, host) : and(eq(brands.urlBack, host), ne(brands.id, id)))
    .limit(1);
  if (other) throw conflict(L.refusals.hostTaken(other.name));
}

/** The stored configuration: flags the sheet does not know are kept, every theme key is the sheet's. */
function configurationOf(body: BrandBody, stored: BrandConfiguration | null): BrandConfiguration {
  const colors = Object.fromEntries(THEME_COLORS.flatMap((c) => (body.colors[c] ? [[c, body.colors[c]]] : [])));
  const images = Object.fromEntries(
    THEME_IMAGES.flatMap((slot) => {
      const id = body.images[slot];
      return typeof id === 'number' ? [[slot, brandImagePath(id)]] : [];
    }),
  );
  return {
    modules: [...new Set(body.modules)],
    flags: { ...(stored?.flags ?? {}), ...body.flags },
    themes: { ...images, ...(Object.keys(colors).length > 0 ? { colors } : {}) },
    vocabulary: body.vocabulary,
  };
}

async function saveImages(tx: Executor, brandId: number, images: BrandBody['images']): Promise<void> {
  await tx.delete(brandImages).where(eq(brandImages.brandId, brandId));
  const rows = THEME_IMAGES.flatMap((slot) => {
    const uploadId = images[slot];
    return typeof uploadId === 'number' ? [{ brandId, slot, uploadId }] : [];
  });
  if (rows.length > 0) await tx.insert(brandImages).values(rows);
}

const historyData = (b: {
  name: string;
  urlClient: string | null;
  urlBack: string | null;
  urlFront: string | null;
  configuration: unknown;
}) => ({
  name: b.name,
  urlClient: b.urlClient,
  urlBack: b.urlBack,
  urlFront: b.urlFront,
  configuration: b.configuration,
});

async function guardHostRace<T>(write: () => Promise<T>, db: Executor, host: string, id: number | null): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Two saves of the same host at once: the second learns which brand took it.
    if (isConstraintViolation(error, UNIQUE_VIOLATION, 'brands_url_back_unique')) await checkHostFree(db, host, id);
    throw error;
  }
}

export async function createBrand(db: Db, cache: BrandHostCache, actor: SessionUser, body: BrandBody): Promise<BrandSheet> {
  assertPlatformAdmin(actor);
  await checkModules(db, body.modules);
  await checkImages(db, actor, body.images);
  await checkHostFree(db, body.urlBack, null);
  const values = {
    name: body.name,
    urlClient: body.urlClient,
    urlBack: body.urlBack,
    urlFront: body.urlFront,
    configuration: configurationOf(body, null),
  };
  const id = await guardHostRace(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(brands).values(values).returning({ id: brands.id });
        const brandId = row?.id ?? 0;
        await saveImages(tx, brandId, body.images);
        await recordHistory(tx, { entity: 'brand', entityId: brandId, brandId, actor, oldData: null, newData: historyData(values) });
        await signalBrandChange(tx);
        return brandId;
      }),
    db,
    body.urlBack,
    null,
  );
  cache.clear();
  return findBrandSheet(db, id);
}

export async function updateBrand(db: Db, cache: BrandHostCache, actor: SessionUser, id: number, body: BrandBody): Promise<BrandSheet> {
  assertPlatformAdmin(actor);
  await findBrandSheet(db, id);
  await checkModules(db, body.modules);
  await checkImages(db, actor, body.images);
  await checkHostFree(db, body.urlBack, id);
  await guardHostRace(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
        if (!before) return;
        const values = {
          name: body.name,
          urlClient: body.urlClient,
          urlBack: body.urlBack,
          urlFront: body.urlFront,
          configuration: configurationOf(body, parseBrandConfiguration(before.configuration)),
        };
        await tx
          .update(brands)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(brands.id, id));
        await saveImages(tx, id, body.images);
        await recordHistory(tx, {
          entity: 'brand',
          entityId: id,
          brandId: id,
          actor,
          oldData: historyData(before),
          newData: historyData(values),
        });
        await signalBrandChange(tx);
      }),
    db,
    body.urlBack,
    id,
  );
  cache.clear();
  return findBrandSheet(db, id);
}

export async function listModules(db: Db, actor: SessionUser, query: ModuleQuery): Promise<ModuleList> {
  assertPlatformAdmin(actor);
  return moduleCatalogue(db, query);
}

export async function readBrands(db: Db, actor: SessionUser, query: BrandQuery): Promise<BrandList> {
  assertPlatformAdmin(actor);
  return listBrands(db, query);
}

export async function readBrand(db: Db, actor: SessionUser, id: number): Promise<BrandSheet> {
  assertPlatformAdmin(actor);
  return findBrandSheet(db, id);
}

/** POST /modules: the module joins the catalogue, enabled at once on the brands chosen. */
export async function createModule(db: Db, cache: BrandHostCache, actor: SessionUser, body: ModuleBody): Promise<ModuleEntry> {
  assertPlatformAdmin(actor);
  if ((await knownModuleKeys(db)).has(body.key)) throw conflict(M.refusals.keyTaken);
  const brandIds = [...new Set(body.brands)];
  const chosen = brandIds.length > 0 ? await db.select().from(brands).where(inArray(brands.id, brandIds)) : [];
  if (chosen.length !== brandIds.length) throw badRequest(ERROR_LABELS.badRequest, { brands: [M.refusals.unknownBrand] });
  try {
    await db.transaction(async (tx) => {
      await tx.insert(modules).values({ key: body.key, name: body.name, description: body.description });
      for (const brand of chosen) {
        const before = parseBrandConfiguration(brand.configuration);
        const configuration = { ...before, modules: [...before.modules, body.key] };
        await tx.update(brands).set({ configuration, updatedAt: new Date() }).where(eq(brands.id, brand.id));
        await recordHistory(tx, {
          entity: 'brand',
          entityId: brand.id,
          brandId: brand.id,
          actor,
          oldData: { configuration: brand.configuration },
          newData: { configuration },
        });
      }
      await signalBrandChange(tx);
    });
  } catch (error) {
    if (isConstraintViolation(error, UNIQUE_VIOLATION, 'modules_key_unique')) throw conflict(M.refusals.keyTaken);
    throw error;
  }
  cache.clear();
  const entry = (await allModules(db)).find((m) => m.key === body.key);
  if (!entry) throw new Error(`module ${body.key} missing after its creation`);
  return entry;
}
