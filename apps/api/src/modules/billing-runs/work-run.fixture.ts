import { openPostgres } from '../../db/client.ts';
import { workRun } from './service.ts';

/** Works one billing run in a process of its own, for the test that kills it half way: `work-run.fixture.ts <databaseUrl> <runId>`. */
const [url, runId] = process.argv.slice(2);
const database = openPostgres(url as string);
await workRun(database.db, Number(runId));
await database.close();
