import type { ServerErrorPurge } from '@hubgrade/domain/server-errors/schemas';
import type { Executor } from '../../db/client.ts';
import { serverErrors } from '../../db/schema/index.ts';

/** DELETE /server-errors: the super admin empties the list (the operation lets no one else in). */
export async function purgeServerErrors(db: Executor): Promise<ServerErrorPurge> {
  const gone = await db.delete(serverErrors).returning({ id: serverErrors.id });
  return { deleted: gone.length };
}
