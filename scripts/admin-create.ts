/**
 * `npm run admin:create -- <email>` (D283): makes the account with this e-mail address an
 * admin, on the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR). The account must
 * exist (sign up at /signup first), so an admin always has a password of their own choosing.
 * ADMIN_EMAILS does the same without a command, for as long as it is set.
 */
import { readConfig } from '../server/platform/config';
import { openDb } from '../server/platform/db/db';
import { migrate } from '../server/platform/db/migrate';
import { makeAdmin } from '../server/platform/roles';

const email = process.argv.slice(2).find((argument) => argument !== '--');
if (!email || !email.includes('@')) {
  console.error('Usage: npm run admin:create -- <email of an existing account>');
  process.exit(2);
}

const config = readConfig();
if (!config.databaseUrl) {
  // The embedded database belongs to one process: a running server keeps it open.
  const running = await fetch(`http://127.0.0.1:${config.port}/api/health`).then(
    () => true,
    () => false,
  );
  if (running) {
    console.error(`A server is running on port ${config.port} with the embedded database: stop it first, or start it with ADMIN_EMAILS=${email}.`);
    process.exit(1);
  }
}
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const result = await makeAdmin(db, email);
  if (result.ok) {
    console.log(result.already ? `${email} (${result.userName}) is already an admin.` : `${email} (${result.userName}) is now an admin: the admin console is at /admin.`);
  } else {
    console.error(
      result.reason === 'noAccount'
        ? `No account has the e-mail address ${email}: sign up at /signup with it first, then run this again.`
        : `${email} is a partner of a company: an admin needs an account of its own.`,
    );
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
