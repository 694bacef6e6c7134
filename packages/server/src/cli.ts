import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { resetDemoSite } from './seed/seed-demo.js';
import { ThemeDirectory } from './themes/theme-directory.js';

const USAGE = 'Usage: node packages/server/dist/cli.mjs reset-demo';

/** Maintenance commands. `reset-demo` empties the database and seeds the demo site again. */
async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (command !== 'reset-demo') {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db, database.dialect);
    const result = await resetDemoSite(database.db, {
      adminPassword: config.adminPassword,
      editorPassword: config.editorPassword,
      stylesheet: new ThemeDirectory(config.themesDir).defaultStylesheet(),
    });
    console.log(`The demo site was reset (${database.location}). Logins:`);
    for (const login of result.logins) {
      console.log(
        `  ${login.username.padEnd(8)} ${login.generated ? login.password : '(the password you set in the environment)'}`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
