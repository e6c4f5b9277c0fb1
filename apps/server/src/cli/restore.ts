import { loadConfig } from '../config.js';
import { BackupError } from '../platform/backup/archive.js';
import { restoreBackup } from '../platform/backup/restore.js';

const usage = 'Usage: npm run restore <archive> [--force]';

/**
 * `npm run restore <archive>`: checks the whole archive, then replaces the database, the files
 * and the secrets with its contents. Refuses while a server uses the database unless --force.
 */
export async function runRestoreCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  const force = argv.includes('--force');
  const rest = argv.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) return { code: 2, output: usage };
  const config = loadConfig(env);
  const lines: string[] = [];
  try {
    const report = await restoreBackup(config, rest[0]!, { force, log: (l) => lines.push(l) });
    lines.push(
      `Restored the backup of ${report.manifest.createdAt}: database at ${report.migration}, ` +
        `${report.filesRestored} files.`,
    );
    return { code: 0, output: lines.join('\n') };
  } catch (error) {
    if (error instanceof BackupError) {
      lines.push(`Restore refused: ${error.message}`);
      return { code: 1, output: lines.join('\n') };
    }
    // Failed after the checks: the lines above say how far it got.
    if (error instanceof Error) {
      lines.push(`Restore failed: ${error.message}`);
      return { code: 1, output: lines.join('\n') };
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const { code, output } = await runRestoreCommand(process.argv.slice(2));
  (code === 0 ? console.log : console.error)(output);
  process.exit(code);
}
