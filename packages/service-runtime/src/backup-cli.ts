/**
 * `npm run backup` and `npm run restore -- <folder> [--replace]` (docs/runbook.md), on the PostgreSQL server and
 * prefix this environment configures (DATABASE_URL, DATABASE_PREFIX), as the services would. BACKUP_DIR is where
 * run folders go (.data/backups by default), BACKUP_KEEP how many of them a backup leaves (all by default). In the ops image: `node dist/backup-cli.js backup|restore ...`.
 */
import { backup, backupConfigSchema, pruneBackups, restore, RestoreRefused } from './backup';
import { loadConfig } from './config';

const USAGE = 'usage: backup-cli backup\n       backup-cli restore <folder> [--replace]\n';

async function main([command, ...args]: string[]): Promise<void> {
  const config = loadConfig(backupConfigSchema);
  if (command === 'backup') {
    const { folder, manifest } = await backup({
      serverUrl: config.DATABASE_URL,
      prefix: config.DATABASE_PREFIX,
      dir: config.BACKUP_DIR,
    });
    for (const d of manifest.databases)
      process.stdout.write(`${d.database}: ${d.bytes} bytes, ${d.migrations.length} migrations\n`);
    process.stdout.write(`backup written to ${folder}\n`);
    for (const old of await pruneBackups(config.BACKUP_DIR, config.BACKUP_KEEP))
      process.stdout.write(`removed the older backup ${old}\n`);
    return;
  }
  const folder = args.find((a) => !a.startsWith('--'));
  if (command !== 'restore' || !folder || args.some((a) => a.startsWith('--') && a !== '--replace')) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  const restored = await restore({
    serverUrl: config.DATABASE_URL,
    prefix: config.DATABASE_PREFIX,
    folder,
    replace: args.includes('--replace'),
  });
  for (const r of restored) process.stdout.write(`${r.database}: restored (${r.service})\n`);
  process.stdout.write('restore done: start the services; their relays publish only what was unpublished\n');
}

main(process.argv.slice(2)).catch((err: Error) => {
  process.stderr.write(`${err instanceof RestoreRefused ? 'restore refused' : 'failed'}: ${err.message}\n`);
  process.exit(1);
});
