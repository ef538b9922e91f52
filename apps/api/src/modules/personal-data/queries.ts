import { PERSONAL_DATA_LABELS as L } from '@hubgrade/domain/personal-data/labels';
import { isSecretColumn } from '@hubgrade/domain/personal-data/rules';
import type { PersonalDataExport, PersonalDataSection, PersonalDataStatus } from '@hubgrade/domain/personal-data/schemas';
import { and, desc, eq, is, isNull, or } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { companies, historyEntries, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** A member of the viewer's scope (not removed); anyone else is a 404. Locked when read in a transaction that changes them. */
export async function scopedMember(db: Executor, viewer: SessionUser, id: number, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), brandScope(users.brandId, viewer)))
    .$dynamic();
  const [member] = await (lock ? query.for('update') : query);
  if (!member) throw notFound(L.refusals.notFound);
  return member;
}

export async function personalDataStatus(db: Executor, viewer: SessionUser, id: number): Promise<PersonalDataStatus> {
  const member = await scopedMember(db, viewer, id);
  return { memberId: member.id, erasedAt: member.erasedAt?.toISOString() ?? null };
}

/**
 * Every column of the schema that points at a user, found from the foreign keys: a table added
 * later that holds something of a member is in the export without anyone listing it here.
 */
const USER_LINKS: { table: PgTable; name: string; column: PgColumn }[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const config = getTableConfig(table);
    return config.foreignKeys.flatMap((fk) => {
      const reference = fk.reference();
      const [column] = reference.columns;
      return reference.foreignTable === users && reference.columns.length === 1 && column ? [{ table, name: config.name, column }] : [];
    });
  })
  .sort((a, b) => `${a.name}.${a.column.name}`.localeCompare(`${b.name}.${b.column.name}`));

/** A row as exported: its columns but the secrets, and no file content (the files are listed, not embedded). */
function exported(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key, value]) => !isSecretColumn(key) && !(value instanceof Uint8Array))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

function titleOf(table: string, column: string): string {
  const title = L.tables[table] ?? L.sections.other(table);
  return column === 'user_id' ? title : L.sections.by(title, column);
}

/**
 * GET /users/{id}/personal-data/export: the member's record, their company, every row of every
 * table that points at them, and the history of their record and of what they did.
 */
export async function exportPersonalData(db: Executor, viewer: SessionUser, id: number, now = new Date()): Promise<PersonalDataExport> {
  const member = await scopedMember(db, viewer, id);
  const sections: PersonalDataSection[] = [{ key: 'users', title: L.sections.profile, rows: [exported(member)] }];
  if (member.companyId !== null) {
    const company = await db.select().from(companies).where(eq(companies.id, member.companyId));
    sections.push({ key: 'companies', title: L.sections.company, rows: company.map(exported) });
  }
  for (const link of USER_LINKS) {
    const rows = (await db.select().from(link.table).where(eq(link.column, member.id))) as Record<string, unknown>[];
    if (rows.length > 0)
      sections.push({ key: `${link.name}.${link.column.name}`, title: titleOf(link.name, link.column.name), rows: rows.map(exported) });
  }
  const history = await db
    .select()
    .from(historyEntries)
    .where(or(and(eq(historyEntries.entity, 'user'), eq(historyEntries.entityId, member.id)), eq(historyEntries.userId, member.id)))
    .orderBy(desc(historyEntries.id));
  if (history.length > 0) sections.push({ key: 'history_entries', title: L.sections.history, rows: history.map(exported) });
  return { memberId: member.id, exportedAt: now.toISOString(), sections };
}
