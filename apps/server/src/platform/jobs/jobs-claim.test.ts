import { CompiledQuery } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../test/test-app.js';
import { openTestDb, type TestDb } from '../../test/test-db.js';
import { JobQueue } from './jobs.js';

const MINUTE = 60_000;
const silent = { warn: () => undefined, error: () => undefined };

/** The claim (decision 009, migration 0040): its order, and a cost that does not grow with the queue. */
describe.each(engines)('claiming jobs (%s)', (engine) => {
  let testDb: TestDb;
  let clock: { now: Date };
  let sut: JobQueue;
  const lease = () => new Date(clock.now.getTime() + 5 * MINUTE);

  beforeEach(async () => {
    testDb = await openTestDb(engine);
    clock = { now: new Date('2026-03-01T08:00:00.000Z') };
    sut = new JobQueue(testDb.db.db, testDb.db.engine, { clock: () => clock.now, log: silent });
  });
  afterEach(async () => {
    await sut.stop();
    await testDb.cleanup();
  });

  it('takes the earliest due jobs first, a lapsed one among the queued, and only due ones of its types', async () => {
    const first = await sut.enqueue('test.a', { n: 1 });
    clock.now = new Date(clock.now.getTime() + MINUTE);
    const second = await sut.enqueue('test.a', { n: 2 });
    const otherType = await sut.enqueue('test.other', { n: 3 });
    const later = await sut.enqueue(
      'test.a',
      { n: 4 },
      { runAt: new Date(clock.now.getTime() + MINUTE) },
    );
    // The first is claimed by an instance that then stops: its lease lapses.
    expect(await sut.repository.claim(['test.a'], 1, clock.now, clock.now)).toMatchObject([
      { id: first.id, attempts: 1 },
    ]);
    clock.now = new Date(clock.now.getTime() + 1);

    const claimed = await sut.repository.claim(['test.a'], 5, clock.now, lease());
    expect(claimed.map((job) => job.id)).toEqual([first.id, second.id]);
    expect(claimed[0]).toMatchObject({ status: 'running', attempts: 2 });
    expect((await sut.repository.find(otherType.id))?.status).toBe('queued');
    expect((await sut.repository.find(later.id))?.status).toBe('queued');
  });

  it('takes no more than the limit, in order, with hundreds waiting', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 300; i++) {
      ids.push((await sut.enqueue('test.a', { i })).id);
      clock.now = new Date(clock.now.getTime() + 1000);
    }
    expect(
      (await sut.repository.claim(['test.a'], 2, clock.now, lease())).map((j) => j.id),
    ).toEqual(ids.slice(0, 2));
    expect(
      (await sut.repository.claim(['test.a'], 2, clock.now, lease())).map((j) => j.id),
    ).toEqual(ids.slice(2, 4));
  });

  it('walks the due index in its order and stops at the limit, without sorting the queue', async () => {
    for (let i = 0; i < 300; i++) await sut.enqueue('test.a', { i });
    if (engine === 'postgres') await testDb.db.db.executeQuery(CompiledQuery.raw('analyze jobs'));
    const query = sut.repository.claimQuery(['test.a', 'test.b'], 2, clock.now, lease()).compile();
    const explain = engine === 'postgres' ? 'explain (costs off) ' : 'explain query plan ';
    const { rows } = await testDb.db.db.executeQuery(
      CompiledQuery.raw(explain + query.sql, [...query.parameters]),
    );
    if (engine === 'postgres') {
      const plan = rows.map((r) => String((r as Record<string, unknown>)['QUERY PLAN']));
      const queued = plan.slice(
        plan.findIndex((line) => line.includes('CTE queued')),
        plan.findIndex((line) => line.includes('CTE lapsed')),
      );
      expect(queued.join('\n')).toContain('Index Scan using jobs_due_idx');
      expect(queued.join('\n')).not.toContain('Sort');
    } else {
      const plan = rows as { id: number; parent: number; detail: string }[];
      const root = plan.find((r) => r.detail === 'MATERIALIZE queued')!;
      const under = (r: { parent: number }): boolean =>
        r.parent === root.id || plan.some((p) => p.id === r.parent && under(p));
      const queued = plan.filter(under).map((r) => r.detail);
      expect(queued.join('\n')).toContain('USING INDEX jobs_due_idx');
      expect(queued.join('\n')).not.toContain('TEMP B-TREE');
    }
  });
});
