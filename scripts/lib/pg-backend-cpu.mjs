import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) a process has used so far; null where /proc is missing. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks
  } catch {
    return null;
  }
}

/**
 * The PostgreSQL backends serving one server, read from /proc through an admin connection on
 * the same machine: `by` picks them (`{ applicationName }` or `{ database }`).
 * `spentDuring(run)` is the CPU they spent while `run` ran, null when /proc cannot tell.
 * By pid: the pool may close a connection and open another during a run, and a total over
 * whichever backends happen to be alive would then go down (a negative figure per request). A
 * backend opened during the run (a pool opens them on demand) counts from zero; one that closed
 * is not counted (`closed`).
 */
export function pgBackends(admin, by) {
  const [column, value] = by.applicationName
    ? ['application_name', by.applicationName]
    : ['datname', by.database];
  const read = async () => {
    const { rows } = await admin.query(
      `select pid from pg_stat_activity where ${column} = $1 and pid <> pg_backend_pid()`,
      [value],
    );
    const byPid = new Map();
    for (const { pid } of rows) {
      const s = cpuSeconds(pid);
      if (s === null) return null;
      byPid.set(pid, s);
    }
    return byPid;
  };
  return {
    async spentDuring(run) {
      const before = await read();
      const result = await run();
      const after = await read();
      if (before === null || after === null) return { result, spent: null, closed: 0 };
      let spent = 0;
      for (const [pid, s] of after) spent += s - (before.get(pid) ?? 0);
      let closed = 0;
      for (const pid of before.keys()) if (!after.has(pid)) closed += 1;
      return { result, spent, closed };
    },
  };
}
