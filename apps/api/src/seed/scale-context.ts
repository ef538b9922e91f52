import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/** What a volume generator receives. */
export interface VolumeContext {
  tx: Tx;
  scale: number;
  /** One scrypt hash of the demo password, shared by every generated account. */
  passwordHash: string;
  /** Inserts rows 1..total in chunks; `insert(from, to)` builds the statement for one chunk. */
  series(table: string, total: number, insert: (from: number, to: number) => SQL): Promise<void>;
  /** Runs one `INSERT … SELECT` that derives rows from those already there; its rows are counted as it inserted them. */
  insert(table: string, statement: SQL): Promise<void>;
  /** The first id a table's generated rows may take (ids are explicit so rows can refer to each other). */
  nextId(table: string): Promise<number>;
}

/** One area's volume. Areas added later append theirs to VOLUME_GENERATORS, after those they refer to. */
export interface VolumeGenerator {
  area: string;
  generate(ctx: VolumeContext): Promise<void>;
}
