import type { BrandConfiguration } from '@hubgrade/domain/brands/schemas';
import type { IntegrationState, SlackInvite } from '@hubgrade/domain/integrations/schemas';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, companies, memberIntegrations, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { ServiceMember } from './member.ts';

/** A member of the caller's scope with their company, brand settings and state in the three services. */
export interface IntegrationMember extends ServiceMember {
  mobile: string | null;
  companyId: number | null;
  slackChannelName: string | null;
  brandConfiguration: BrandConfiguration | null;
  state: IntegrationState;
}

interface IntegrationMemberRow {
  id: number;
  brandId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  companyId: number | null;
  slackChannelName: string | null;
  brandConfiguration: BrandConfiguration | null;
  welcomrId: string | null;
  welcomrActive: boolean | null;
  papercut: string | null;
  slackInvite: number | null;
}

function toMember(row: IntegrationMemberRow): IntegrationMember {
  const { welcomrId, welcomrActive, papercut, slackInvite, ...member } = row;
  return {
    ...member,
    state: {
      userId: row.id,
      welcomrId,
      welcomrState: welcomrActive ?? false,
      papercut,
      slackInviteSent: (slackInvite ?? 0) as SlackInvite,
    },
  };
}

/**
 * Locks the member's row, so that two clicks on the same action run one after the other: the
 * second then sees the first one's state and is refused, instead of creating a second account.
 * Another brand's member, a deleted one or an unknown id: undefined (a 404 for the caller).
 */
async function findLocked(tx: Executor, actor: SessionUser, where: SQL): Promise<IntegrationMember | undefined> {
  const [row] = await tx
    .select({
      id: users.id,
      brandId: users.brandId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
      companyId: users.companyId,
      slackChannelName: companies.slackChannelName,
      brandConfiguration: brands.configuration,
      welcomrId: memberIntegrations.welcomrId,
      welcomrActive: memberIntegrations.welcomrActive,
      papercut: memberIntegrations.papercut,
      slackInvite: memberIntegrations.slackInvite,
    })
    .from(users)
    .leftJoin(memberIntegrations, eq(memberIntegrations.userId, users.id))
    .leftJoin(companies, and(eq(companies.id, users.companyId), isNull(companies.deletedAt)))
    .leftJoin(brands, eq(brands.id, users.brandId))
    .where(and(where, isNull(users.deletedAt), brandScope(users.brandId, actor)))
    .for('update', { of: users });
  return row ? toMember(row) : undefined;
}

export const lockMemberById = (tx: Executor, actor: SessionUser, id: number) => findLocked(tx, actor, eq(users.id, id));

export const lockMemberByWelcomrId = (tx: Executor, actor: SessionUser, welcomrId: string) =>
  findLocked(tx, actor, eq(memberIntegrations.welcomrId, welcomrId));

/** Writes the member's state (the row is created on their first service). */
export async function saveState(tx: Executor, state: IntegrationState): Promise<void> {
  const values = {
    welcomrId: state.welcomrId,
    welcomrActive: state.welcomrState,
    papercut: state.papercut,
    slackInvite: state.slackInviteSent,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(memberIntegrations)
    .values({ userId: state.userId, ...values })
    .onConflictDoUpdate({ target: memberIntegrations.userId, set: values });
}
