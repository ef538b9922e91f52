/**
 * The WelcomR (door access), Papercut (printing) and Slack calls of members-bookings-feed §7 and
 * GET /welcomr/session of shell §7. `{id}` of the WelcomR login routes is the WelcomR login id;
 * `{id}` of the Papercut and Slack routes is the member's user id.
 */
export const INTEGRATION_ROUTES = {
  welcomrSession: '/api/welcomr/session',
  welcomrLogin: '/api/welcomr/login',
  welcomrActivate: '/api/welcomr/login/:id/activate',
  welcomrPincode: '/api/welcomr/login/:id/pincode',
  welcomrDeactivate: '/api/welcomr/login/:id/deactivate',
  papercutCreate: '/api/company/user/:id/papercut',
  papercutDeactivate: '/api/company/user/:id/deactivate/papercut',
  slackInvite: '/api/slackInvite/user/:id',
} as const;

/** The same paths for the web client (lib/http.ts adds the /api prefix). */
export const INTEGRATION_PATHS = {
  welcomrSession: '/welcomr/session',
  welcomrLogin: '/welcomr/login',
  welcomrActivate: (welcomrId: string) => `/welcomr/login/${encodeURIComponent(welcomrId)}/activate`,
  welcomrPincode: (welcomrId: string) => `/welcomr/login/${encodeURIComponent(welcomrId)}/pincode`,
  welcomrDeactivate: (welcomrId: string) => `/welcomr/login/${encodeURIComponent(welcomrId)}/deactivate`,
  papercutCreate: (userId: number) => `/company/user/${userId}/papercut`,
  papercutDeactivate: (userId: number) => `/company/user/${userId}/deactivate/papercut`,
  slackInvite: (userId: number) => `/slackInvite/user/${userId}`,
} as const;
