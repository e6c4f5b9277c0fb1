import { performance } from 'node:perf_hooks';
import type { DatabaseCheck } from '@usra/domain/tester/tester-schema';
import type { Engine } from '../../db/dialect.js';
import type { Actor } from '../../platform/session-guard.js';
import type { TesterRepository } from './tester.repository.js';

/** The self-test's server side: what the browser cannot check by itself. */
export class TesterService {
  constructor(
    private readonly repo: TesterRepository,
    private readonly engine: Engine,
  ) {}

  async database(actor: Actor): Promise<DatabaseCheck> {
    const started = performance.now();
    const counts = await this.repo.countFamilyRows(actor.familyId);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { engine: this.engine, latencyMs, counts };
  }
}
