import type { OperationSpec } from '@hubgrade/domain/common/operation';
import type { SQL } from 'drizzle-orm';
import type { SessionUser } from './session-user.ts';

/**
 * A kind of record an upload can be attached to, declared by the module that owns the record. A
 * file attached to a record is readable by whoever may read that record: the policy of the
 * record's own read route, and the brand-scope predicate that route's query applies, so the two
 * can never disagree.
 */
export interface AttachmentKind {
  /** The operation that reads the record (or its file): the policy its route is registered with is the file's. */
  read: Pick<OperationSpec, 'method' | 'path'>;
  /** The uploads attached to a record of this kind that the viewer's scope reaches (correlated on uploads.id). */
  attached(viewer: SessionUser): SQL;
}
