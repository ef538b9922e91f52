import { doorAccessOffered } from '@hubgrade/domain/integrations/rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { brands, doorAccessGrants, memberIntegrations, users } from '../../db/schema/index.ts';
import { integrationAdapters } from './adapters.ts';
import { viaService } from './service.ts';
import { ServiceError } from './service-error.ts';
import type { AccessWindow } from './welcomr/adapter.ts';

/** A booking that may open the doors to its member. */
export interface DoorBooking {
  kind: 'workstation' | 'terrace' | 'meeting-room';
  id: number;
  userId: number;
  brandId: number | null;
  /** The booking's window when it asks for door access (`hasWelcomr`) and stays live; null to close its access. */
  window: AccessWindow | null;
}

export interface DoorAccess {
  /**
   * Makes the booking's door access match it, in the booking's transaction: a live grant whose
   * window or member no longer match is revoked, and a booking asking for access gets a window
   * for its hours. Access is granted to a member with an active WelcomR login of a brand with the
   * `welcomr` module (or of the main platform); anyone else is booked without it. Answers whether
   * the booking now holds a live grant. The service's refusal is a 502 and the booking is not saved.
   */
  follow(tx: Tx, booking: DoorBooking): Promise<boolean>;
}

/** The member's WelcomR login when their doors may be opened, null otherwise. */
async function activeLoginOf(tx: Tx, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ welcomrId: memberIntegrations.welcomrId, brandId: users.brandId, configuration: brands.configuration })
    .from(users)
    .innerJoin(memberIntegrations, and(eq(memberIntegrations.userId, users.id), eq(memberIntegrations.welcomrActive, true)))
    .leftJoin(brands, eq(brands.id, users.brandId))
    .where(eq(users.id, userId));
  if (!row?.welcomrId) return null;
  return doorAccessOffered(row.brandId, row.configuration?.modules ?? []) ? row.welcomrId : null;
}

const sameWindow = (grant: { startsAt: Date; endsAt: Date }, window: AccessWindow) =>
  grant.startsAt.getTime() === window.start.getTime() && grant.endsAt.getTime() === window.end.getTime();

/** Door access that follows workstation, terrace and meeting-room bookings (members-bookings-feed §7, `hasWelcomr`). */
export function doorAccess(config: Pick<Config, 'integrations' | 'jwtSecret'>): DoorAccess {
  const welcomr = integrationAdapters(config).welcomr;
  return {
    async follow(tx, booking) {
      const [live] = await tx
        .select()
        .from(doorAccessGrants)
        .where(
          and(
            eq(doorAccessGrants.bookingKind, booking.kind),
            eq(doorAccessGrants.bookingId, booking.id),
            isNull(doorAccessGrants.revokedAt),
          ),
        )
        .for('update');
      const login = booking.window === null ? null : await activeLoginOf(tx, booking.userId);
      if (live && booking.window && login === live.welcomrId && sameWindow(live, booking.window)) return true;
      if (live) {
        await viaService(async () => {
          try {
            await welcomr.revokeWindow(tx, live.windowId);
          } catch (error) {
            // A window the service no longer knows is closed already.
            if (!(error instanceof ServiceError && error.status === 404)) throw error;
          }
        });
        await tx.update(doorAccessGrants).set({ revokedAt: new Date() }).where(eq(doorAccessGrants.id, live.id));
      }
      if (booking.window === null || login === null) return false;
      const window = booking.window;
      const windowId = await viaService(() => welcomr.grantWindow(tx, login, window));
      await tx.insert(doorAccessGrants).values({
        brandId: booking.brandId,
        bookingKind: booking.kind,
        bookingId: booking.id,
        userId: booking.userId,
        welcomrId: login,
        windowId,
        startsAt: window.start,
        endsAt: window.end,
      });
      return true;
    },
  };
}
