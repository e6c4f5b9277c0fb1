import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createBackup, pruneBackups } from '../platform/backup/backup.js';
import { createStorage } from '../platform/storage/storage.js';

const usage = 'Usage: npm run backup';

/** `npm run backup`: one archive in BACKUP_DIR; returns the exit code and what to print. */
export async function runBackupCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  if (argv.length > 0) return { code: 2, output: usage };
  const started = Date.now();
  const config = loadConfig(env);
  const db = await openDatabase(config);
  const storage = await createStorage(config.storage);
  try {
    const { file, manifest, bytes } = await createBackup({
      config,
      db: db.db,
      engine: db.engine,
      storage,
    });
    const pruned = await pruneBackups(config.backup.dir, config.backup.keep);
    const lines = [
      `Backup written: ${file}`,
      `  ${bytes} bytes; ${manifest.engine} database at ${manifest.migration}; ` +
        `${manifest.fileCount} files (${manifest.fileBytes} bytes); ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
      ...(manifest.vanishedFiles.length > 0
        ? [`  ${manifest.vanishedFiles.length} files were deleted while the backup ran`]
        : []),
      ...(pruned.length > 0
        ? [`  Deleted ${pruned.length} older archives (BACKUP_KEEP=${config.backup.keep})`]
        : []),
      "  The archive holds the secrets and every family's data: keep it private.",
    ];
    return { code: 0, output: lines.join('\n') };
  } catch (error) {
    // A BackupError explains itself; anything else (a full disk, a lost bucket) is shown as is.
    if (error instanceof Error) return { code: 1, output: `Backup failed: ${error.message}` };
    throw error;
  } finally {
    await storage.close();
    await db.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const { code, output } = await runBackupCommand(process.argv.slice(2));
  (code === 0 ? console.log : console.error)(output);
  process.exit(code);
}
