import type { ListAnswer } from '@hubgrade/domain/common/list';
import { DOCUMENT_LABELS as L } from '@hubgrade/domain/documents/labels';
import type { DocumentAudience } from '@hubgrade/domain/documents/rules';
import type {
  Document,
  DocumentAudiences,
  DocumentQuery,
  DocumentRow,
  DocumentShare,
  DocumentVersion,
} from '@hubgrade/domain/documents/schemas';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { companies, documents, documentVersions, sites, uploads, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { toUpload } from '../uploads/queries.ts';
import { documentsReadableBy, managesDocuments } from './access.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

interface DocumentListRow {
  id: number;
  title: string;
  audience: DocumentAudience;
  target_id: number | null;
  target_name: string | null;
  version: number;
  upload_id: number;
  updated_at: Date | string;
}

/** The target's name beside its id, whichever the audience names. */
const targetColumns = sql`coalesce(${documents.siteId}, ${documents.companyId}, ${documents.userId}) as target_id,
  case ${documents.audience}
    when 'site' then (select ${sites.name} from ${sites} where ${sites.id} = ${documents.siteId})
    when 'company' then (select ${companies.name} from ${companies} where ${companies.id} = ${documents.companyId})
    when 'member' then (select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${documents.userId})
  end as target_name`;

/** The current version: the highest number. */
const currentVersion = sql`(select ${documentVersions.number} as version, ${documentVersions.uploadId} as upload_id from ${documentVersions}
  where ${documentVersions.documentId} = ${documents.id} order by ${documentVersions.number} desc limit 1) current`;

const shareOf = (r: Pick<DocumentListRow, 'audience' | 'target_id' | 'target_name'>): DocumentShare => ({
  audience: r.audience,
  target: r.target_id === null ? null : { id: r.target_id, name: r.target_name ?? '' },
});

async function uploadsById(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof toUpload>>();
  const rows = await db.select().from(uploads).where(inArray(uploads.id, ids));
  return new Map(rows.map((u) => [u.id, toUpload(u)]));
}

function toRow(r: DocumentListRow, files: Map<number, ReturnType<typeof toUpload>>): DocumentRow {
  const file = files.get(r.upload_id);
  if (!file) throw new Error(`document ${r.id} lost its file`);
  return { id: r.id, title: r.title, share: shareOf(r), version: r.version, file, updatedAt: iso(r.updated_at) };
}

const SORTS: Record<DocumentQuery['sortBy'], SQL | typeof documents.id> = {
  id: documents.id,
  title: sql`lower(${documents.title})`,
  updatedAt: sql`${documents.updatedAt}`,
};

/** GET /documents: the library of the caller's reach, most recently updated first, keyset-paged. */
export async function listDocuments(db: Executor, viewer: SessionUser, query: DocumentQuery): Promise<ListAnswer<DocumentRow>> {
  const filters: SQL[] = [documentsReadableBy(viewer)];
  if (query.audience) filters.push(eq(documents.audience, query.audience));
  if (query.search) filters.push(sql`${documents.title} ilike ${likePattern(query.search)}`);
  const where = and(...filters);
  const sort: KeysetSort = { column: SORTS[query.sortBy], id: documents.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const order =
    sort.column === documents.id ? sql`${documents.id} ${direction}` : sql`${sort.column} ${direction}, ${documents.id} ${direction}`;
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    queryRows<DocumentListRow>(
      db,
      sql`select ${documents.id} as id, ${documents.title} as title, ${documents.audience} as audience, ${targetColumns},
            current.version as version, current.upload_id as upload_id, ${documents.updatedAt} as updated_at
          from ${documents} cross join lateral ${currentVersion}
          where ${after ? and(where, after) : where} order by ${order} limit ${limit} offset ${offset}`,
    ),
    cappedTotal(db, sql`from ${documents} where ${where}`),
  ]);
  const sortValue = (r: DocumentListRow): string | number | Date => {
    if (query.sortBy === 'updatedAt') return new Date(r.updated_at);
    if (query.sortBy === 'title') return r.title.toLowerCase();
    return r.id;
  };
  const page = pageOf(rows, query.itemsPerPage, (r) => [sortValue(r), r.id]);
  const files = await uploadsById(
    db,
    page.items.map((r) => r.upload_id),
  );
  return { items: page.items.map((r) => toRow(r, files)), ...counted, next: page.next };
}

/** GET /documents/{id}: the sheet with every version, newest first; another brand's or an unshared one is a 404. */
export async function findDocument(db: Executor, viewer: SessionUser, id: number): Promise<Document> {
  const [doc] = await queryRows<DocumentListRow & { brand_id: number | null; created_at: Date | string }>(
    db,
    sql`select ${documents.id} as id, ${documents.title} as title, ${documents.audience} as audience, ${targetColumns},
          current.version as version, current.upload_id as upload_id, ${documents.updatedAt} as updated_at,
          ${documents.brandId} as brand_id, ${documents.createdAt} as created_at
        from ${documents} cross join lateral ${currentVersion}
        where ${documents.id} = ${id} and ${documentsReadableBy(viewer)}`,
  );
  if (!doc) throw notFound(L.refusals.notFound);
  const versions = await db
    .select({
      id: documentVersions.id,
      number: documentVersions.number,
      uploadId: documentVersions.uploadId,
      createdAt: documentVersions.createdAt,
      authorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.createdBy))
    .where(eq(documentVersions.documentId, id))
    .orderBy(desc(documentVersions.number));
  const files = await uploadsById(
    db,
    versions.map((v) => v.uploadId),
  );
  const toVersion = (v: (typeof versions)[number]): DocumentVersion => ({
    id: v.id,
    number: v.number,
    file: files.get(v.uploadId) as DocumentVersion['file'],
    author: v.authorId === null ? null : { id: v.authorId, firstName: v.firstName ?? '', lastName: v.lastName ?? '' },
    createdAt: iso(v.createdAt),
  });
  return {
    ...toRow(doc, files),
    brand: doc.brand_id,
    createdAt: iso(doc.created_at),
    versions: versions.map(toVersion),
    manage: managesDocuments(viewer),
  };
}

interface Named {
  id: number;
  name: string;
}

const AUDIENCE_LIMIT = 200;
const MEMBER_LIMIT = 20;

/** GET /documents/audiences: the sites and companies of the caller's scope, and the members whose name or email matches. */
export async function documentAudiences(db: Executor, viewer: SessionUser, search: string | undefined): Promise<DocumentAudiences> {
  const memberFilter = search
    ? sql`(${users.firstName} || ' ' || ${users.lastName} ilike ${likePattern(search)} or ${users.email} ilike ${likePattern(search)})`
    : sql`true`;
  const [siteRows, companyRows, memberRows] = await Promise.all([
    queryRows<Named>(
      db,
      sql`select ${sites.id} as id, ${sites.name} as name from ${sites} where ${brandScope(sites.brandId, viewer)}
          order by ${sites.name} limit ${AUDIENCE_LIMIT}`,
    ),
    queryRows<Named>(
      db,
      sql`select ${companies.id} as id, ${companies.name} as name from ${companies}
          where ${brandScope(companies.brandId, viewer)} and ${companies.deletedAt} is null order by ${companies.name} limit ${AUDIENCE_LIMIT}`,
    ),
    queryRows<Named>(
      db,
      sql`select ${users.id} as id, ${users.firstName} || ' ' || ${users.lastName} as name from ${users}
          where ${brandScope(users.brandId, viewer)} and ${users.deletedAt} is null and ${memberFilter}
          order by ${users.lastName}, ${users.id} limit ${MEMBER_LIMIT}`,
    ),
  ]);
  return { sites: siteRows, companies: companyRows, members: memberRows };
}
