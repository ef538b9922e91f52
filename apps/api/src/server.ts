import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
if (await isEmpty(database.db)) await seedDemo(database.db);

const app = await buildApp({ config, database, logger: { level: config.logLevel } });
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
console.log(`\nBack-office : ${url}   (API ${url}/api, documentation ${url}/api/docs)`);
console.log(`Base de données : ${database.engine === 'pglite' ? `PGlite embarqué (${config.dataDir})` : 'PostgreSQL'}`);
console.log(`Comptes de démonstration (mot de passe ${DEMO_PASSWORD}) : ${Object.values(DEMO_ACCOUNTS).join(', ')}`);
console.log('Marques : brand5.localhost, brand8.localhost, brand9.localhost, brand10.localhost (même port)\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
