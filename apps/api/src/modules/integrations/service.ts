import { INTEGRATION_LABELS as L } from '@hubgrade/domain/integrations/labels';
import type { IntegrationState, SlackInvite, WelcomrLoginBody } from '@hubgrade/domain/integrations/schemas';
import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import type { Db, Tx } from '../../db/client.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { IntegrationAdapters } from './adapters.ts';
import { type IntegrationMember, lockMemberById, lockMemberByWelcomrId, saveState } from './queries.ts';
import { ServiceError } from './service-error.ts';

/** The French answer of the API for a refusal of an outside service (spec §8 for WelcomR). */
function translate(error: unknown): never {
  if (!(error instanceof ServiceError)) throw error;
  if (error.service === 'welcomr') {
    if (error.status === 404) throw notFound(L.welcomrUserNotFound);
    if (error.status === 400 && error.field === 'phone') throw badRequest(L.welcomrPhoneFormat, { mobile: [L.welcomrPhoneFormat] });
    if (error.status === 401) throw badRequest(L.welcomrSessionInvalid, { ksid: [L.welcomrSessionInvalid] });
  }
  if (error.status === 409) {
    const message = { welcomr: L.welcomrAlreadyActive, papercut: L.papercutAlreadyActive, slack: L.slackAlreadyInvited }[error.service];
    throw conflict(message);
  }
  if (error.status === 404) throw notFound();
  throw new HttpError(502, L.serviceUnavailable);
}

export async function viaService<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    translate(error);
  }
}

/** The member's new state, its history entry (on the member) and nothing else, in the caller's transaction. */
async function commit(
  tx: Tx,
  actor: SessionUser,
  member: IntegrationMember,
  next: IntegrationState,
  what: string,
): Promise<IntegrationState> {
  await saveState(tx, next);
  const changed = (Object.keys(next) as (keyof IntegrationState)[]).filter((k) => k !== 'userId' && next[k] !== member.state[k]);
  await recordHistory(tx, {
    entity: 'user',
    entityId: member.id,
    brandId: member.brandId,
    actor,
    oldData: { action: what, ...Object.fromEntries(changed.map((k) => [k, member.state[k]])) },
    newData: { action: what, ...Object.fromEntries(changed.map((k) => [k, next[k]])) },
  });
  return next;
}

/** Spec §6: WelcomR needs the module of the member's brand (a platform member has no brand to ask). */
function checkWelcomrModule(member: IntegrationMember): void {
  if (member.brandId !== null && !member.brandConfiguration?.modules.includes('welcomr')) throw forbidden(L.welcomrDisabled);
}

async function lockByWelcomrId(tx: Tx, actor: SessionUser, welcomrId: string): Promise<IntegrationMember> {
  const member = await lockMemberByWelcomrId(tx, actor, welcomrId);
  if (!member) throw notFound(L.welcomrUserNotFound);
  checkWelcomrModule(member);
  return member;
}

/** GET /welcomr/session (shell §7). */
export async function openWelcomrSession(adapters: IntegrationAdapters): Promise<{ ksid: string }> {
  return { ksid: await viaService(() => adapters.welcomr.openSession()) };
}

/** POST /welcomr/login: the member's door login, created inactive; the answer is its WelcomR id. */
export async function createWelcomrLogin(
  db: Db,
  adapters: IntegrationAdapters,
  actor: SessionUser,
  body: WelcomrLoginBody,
): Promise<string> {
  return db.transaction(async (tx) => {
    const member = await lockMemberById(tx, actor, body.login.user);
    if (!member) throw notFound(L.welcomrUserNotFound);
    checkWelcomrModule(member);
    if (member.state.welcomrId !== null) throw conflict(L.welcomrAlreadyLinked);
    const mobile = body.login.mobile ?? member.mobile;
    if (!mobile) throw badRequest(L.welcomrNoMobile, { mobile: [L.welcomrNoMobile] });
    const login = {
      firstName: body.login.firstName ?? member.firstName,
      lastName: body.login.lastName ?? member.lastName,
      email: body.login.email ?? member.email,
      mobile,
      loginType: body.login.loginType,
      isValidated: body.login.isValidated,
    };
    const welcomrId = await viaService(() => adapters.welcomr.createLogin(tx, member, login, body.ksid));
    await commit(tx, actor, member, { ...member.state, welcomrId, welcomrState: false }, L.history.welcomrCreated);
    return welcomrId;
  });
}

/** POST /welcomr/login/{id}/activate: off to on (spec §4); the service mails the pin code. */
export async function activateWelcomr(db: Db, adapters: IntegrationAdapters, actor: SessionUser, welcomrId: string, ksid: string) {
  return db.transaction(async (tx) => {
    const member = await lockByWelcomrId(tx, actor, welcomrId);
    if (member.state.welcomrState) throw conflict(L.welcomrAlreadyActive);
    await viaService(() => adapters.welcomr.activate(tx, member, welcomrId, ksid));
    return commit(tx, actor, member, { ...member.state, welcomrState: true }, L.history.welcomrActivated);
  });
}

/** POST /welcomr/login/{id}/pincode: resend the code, only while on (spec §4). */
export async function resendWelcomrPin(db: Db, adapters: IntegrationAdapters, actor: SessionUser, welcomrId: string) {
  return db.transaction(async (tx) => {
    const member = await lockByWelcomrId(tx, actor, welcomrId);
    if (!member.state.welcomrState) throw conflict(L.welcomrNotActive);
    await viaService(() => adapters.welcomr.resendPin(tx, member, welcomrId));
    return commit(tx, actor, member, member.state, L.history.welcomrPinResent);
  });
}

/** POST /welcomr/login/{id}/deactivate: on to off (spec §4); the login and its id stay for a later activation. */
export async function deactivateWelcomr(db: Db, adapters: IntegrationAdapters, actor: SessionUser, welcomrId: string) {
  return db.transaction(async (tx) => {
    const member = await lockByWelcomrId(tx, actor, welcomrId);
    if (!member.state.welcomrState) throw conflict(L.welcomrNotActive);
    await viaService(() => adapters.welcomr.deactivate(tx, member, welcomrId));
    return commit(tx, actor, member, { ...member.state, welcomrState: false }, L.history.welcomrDeactivated);
  });
}

async function lockCompanyMember(tx: Tx, actor: SessionUser, userId: number): Promise<IntegrationMember> {
  const member = await lockMemberById(tx, actor, userId);
  if (!member) throw notFound();
  // Papercut belongs to the company view (spec §2.4): printing is billed to a company.
  if (member.companyId === null) throw conflict(MEMBER_LABELS.noCompany);
  return member;
}

/** POST /company/user/{id}/papercut: none to a value (spec §4); the answer is the value. */
export async function createPapercut(db: Db, adapters: IntegrationAdapters, actor: SessionUser, userId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const member = await lockCompanyMember(tx, actor, userId);
    if (member.state.papercut !== null) throw conflict(L.papercutAlreadyActive);
    const papercut = await viaService(() => adapters.papercut.createAccount(tx, member));
    await commit(tx, actor, member, { ...member.state, papercut }, L.history.papercutCreated);
    return papercut;
  });
}

/** POST /company/user/{id}/deactivate/papercut: back to none (spec §4). */
export async function disablePapercut(db: Db, adapters: IntegrationAdapters, actor: SessionUser, userId: number) {
  return db.transaction(async (tx) => {
    const member = await lockCompanyMember(tx, actor, userId);
    const code = member.state.papercut;
    if (code === null) throw conflict(L.papercutNotActive);
    await viaService(() => adapters.papercut.disableAccount(tx, member, code));
    return commit(tx, actor, member, { ...member.state, papercut: null }, L.history.papercutDisabled);
  });
}

/**
 * PATCH /slackInvite/user/{id}: invites the member, to the company's channel when it has one
 * (state 2) or to the workspace only (state 1). Needs the `slack` flag of the member's brand
 * (spec §6). Inviting again is refused unless the company has gained a channel since.
 */
export async function inviteToSlack(db: Db, adapters: IntegrationAdapters, actor: SessionUser, userId: number) {
  return db.transaction(async (tx) => {
    const member = await lockMemberById(tx, actor, userId);
    if (!member) throw notFound();
    if (member.brandConfiguration?.flags?.slack !== true) throw forbidden(L.slackDisabled);
    const channel = member.slackChannelName;
    const target: SlackInvite = channel ? 2 : 1;
    if (member.state.slackInviteSent >= target) throw conflict(L.slackAlreadyInvited);
    await viaService(() => adapters.slack.invite(tx, member, channel));
    return commit(tx, actor, member, { ...member.state, slackInviteSent: target }, L.history.slackInvited);
  });
}
