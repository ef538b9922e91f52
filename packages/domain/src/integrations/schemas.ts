import { z } from 'zod';
import { ZId, ZRefId } from '../common/schemas.ts';

/** Slack invitation state (spec §3 slackInviteSent): 0 none, 1 invited without channel, 2 invited to the company channel. */
export const SLACK_INVITE_STATES = [0, 1, 2] as const;
export const ZSlackInvite = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SlackInvite = z.infer<typeof ZSlackInvite>;

/** A WelcomR login id, as the door service hands it out. */
export const ZWelcomrId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Identifiant WelcomR invalide');

/** The WelcomR session id (ksid) given by GET /welcomr/session and sent back with the calls that open doors. */
export const ZKsid = z.string().trim().min(1).max(128);

/** `{id}` of the WelcomR login routes. */
export const ZWelcomrParams = z.object({ id: ZWelcomrId });

/** Answer of GET /welcomr/session (shell §7). */
export const ZWelcomrSession = z.object({ ksid: z.string() });
export type WelcomrSession = z.infer<typeof ZWelcomrSession>;

/**
 * POST /welcomr/login: `login` carries the member's data as the door service needs it.
 * `user` names the member; the names, email and mobile default to the member's record.
 */
export const ZWelcomrLogin = z.strictObject({
  user: ZRefId,
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  email: z.email().max(180).optional(),
  mobile: z.string().trim().max(20).optional(),
  loginType: z.literal(1),
  isValidated: z.literal(true),
});
export type WelcomrLogin = z.infer<typeof ZWelcomrLogin>;

export const ZWelcomrLoginBody = z.strictObject({ login: ZWelcomrLogin, ksid: ZKsid });
export type WelcomrLoginBody = z.infer<typeof ZWelcomrLoginBody>;

/** Answer of POST /welcomr/login: the body is the WelcomR id. */
export const ZWelcomrLoginAnswer = z.string();
export type WelcomrLoginAnswer = z.infer<typeof ZWelcomrLoginAnswer>;

/** POST /welcomr/login/{id}/activate. */
export const ZWelcomrActivateBody = z.strictObject({ ksid: ZKsid });
export type WelcomrActivateBody = z.infer<typeof ZWelcomrActivateBody>;

/** `{id}` of the Papercut and Slack routes: the member. */
export const ZMemberIdParams = z.object({ id: ZId });

/** Answer of POST /company/user/{id}/papercut: the body is the Papercut value (the printing code). */
export const ZPapercutAnswer = z.string();
export type PapercutAnswer = z.infer<typeof ZPapercutAnswer>;

/**
 * A member's state in the three services, with the field names of the user list (spec §3):
 * the answer of the activate, pincode, deactivate, Papercut deactivate and Slack calls.
 */
export const ZIntegrationState = z.object({
  userId: z.number().int(),
  welcomrId: z.string().nullable(),
  welcomrState: z.boolean(),
  papercut: z.string().nullable(),
  slackInviteSent: ZSlackInvite,
});
export type IntegrationState = z.infer<typeof ZIntegrationState>;
