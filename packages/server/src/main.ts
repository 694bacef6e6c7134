import { performance } from 'node:perf_hooks';
import { readConfig } from './config.js';
import { startServer } from './start-server.js';

/** `npm start`: serve the site and the editor until SIGINT or SIGTERM. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const server = await startServer(config);
  const ms = Math.round(performance.now() - started);
  const storage =
    server.database.dialect === 'sqlite'
      ? `SQLite at ${server.database.location}`
      : `PostgreSQL at ${server.database.location}`;
  console.log(`\nAtelier is running at ${server.url}/ (ready in ${ms} ms, ${storage})`);
  console.log(`Site editor: ${server.url}/wp-admin/site-editor.php`);
  if (server.seed.seeded) {
    console.log(`\nThe demo site was created. Log in at ${server.url}/wp-login.php with:`);
    for (const login of server.seed.logins) {
      const password = login.generated
        ? login.password
        : '(the password you set in the environment)';
      console.log(`  ${login.username.padEnd(8)} ${password}`);
    }
    console.log('Generated passwords are shown only this once.\n');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.fastify.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting.');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
