import type { OutcomeCase } from '@usra/domain/assistant/outcome-set/outcome-set-types';
import type { Actor } from '../../platform/session-guard.js';
import { AssistantEngine, type EngineAnswer, type Turn } from './assistant-engine.js';
import { describe, diff, judge } from './outcome-judge.js';
import { freshWorld, memoryPorts, OUTCOME_NOW, TZ, type MemWorld } from './outcome-memory.js';

/**
 * The outcome harness (issue 28): each case of the outcome-checked set
 * (`@usra/domain/assistant/outcome-set`) runs through the offline engine against a fresh
 * in-memory copy of the set's world, and the DATA afterwards is compared with the case's
 * expectation (the header of `outcome-set-types.ts`), never the wording of the reply alone.
 *
 * - right: the data shows exactly the expected change (or none, for ask / refuse / answer, with
 *   the reply saying so). When the engine asks to confirm a loose match of the expected change,
 *   the harness taps Confirm (what the person would do) and counts the case right when the data
 *   is then right; `confirmed` counts those.
 * - wrong action: something changed that should not have (a change when none was expected, a
 *   different row, or a different kind of change). A refusal or question instead of an
 *   expected change is a miss, not a wrong action.
 * - latency: the engine's own time per command (understanding, resolving, acting on the
 *   in-memory ports), the offline path.
 */

export { freshWorld, memoryPorts, OUTCOME_NOW, type MemWorld } from './outcome-memory.js';
export { sameText } from './outcome-judge.js';

export interface CaseResult {
  text: string;
  language: 'ar' | 'en';
  expect: string;
  right: boolean;
  wrongAction: boolean;
  /** What changed, without any names or titles (the test half may show this, never its text). */
  changedShape: string;
  confirmed: boolean;
  why: string;
  reply: string;
  /** Wall time, and the process's CPU time (what a busy shared machine distorts least). */
  ms: number;
  cpuMs: number;
}

const clone = (w: MemWorld): MemWorld => JSON.parse(JSON.stringify(w)) as MemWorld;
const actor = { id: 'u1', familyId: 'f1' } as Actor;

/**
 * A question put to the offline engine on a fresh world (the question tests): its reply, and
 * whether the world changed, which a question never should.
 */
export async function askFresh(
  text: string,
  language: 'ar' | 'en',
): Promise<{ response: string; changed: boolean }> {
  const world = freshWorld();
  const before = JSON.stringify(world);
  const turn: Turn = { actor, language, timeZone: TZ, now: OUTCOME_NOW };
  const answer = await new AssistantEngine(memoryPorts(world)).answer(text, turn);
  return { response: answer.response, changed: JSON.stringify(world) !== before };
}

/** Runs one case against a fresh world. */
export async function runCase(c: OutcomeCase): Promise<CaseResult> {
  const world = freshWorld();
  const before = clone(world);
  const engine = new AssistantEngine(memoryPorts(world));
  const turn: Turn = { actor, language: c.language, timeZone: TZ, now: OUTCOME_NOW };
  const started = performance.now();
  const cpu = process.cpuUsage();
  let answer: EngineAnswer = await engine.answer(c.text, turn);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  // The chips are part of the reply the person sees.
  const chips = (a: EngineAnswer) => (a.question ? a.question.choices.map((x) => x.label) : []);
  let reply = [answer.response, ...chips(answer)].join('\n');
  let confirmed = false;
  const changeExpected = !['ask', 'refuse', 'answer'].includes(c.expect.kind);
  // The person reads "Complete 'X'?" and taps Confirm when X is what they meant (else Cancel,
  // and nothing changes); a "which one" is not picked for them.
  const meant =
    'task' in c.expect ? c.expect.task : 'event' in c.expect ? c.expect.event : undefined;
  const asked = answer.question?.understanding.target?.candidates[0]?.name;
  const intentOf = {
    complete: 'completeTask',
    reassign: 'reassignTask',
    move: 'moveEvent',
  } as Record<string, string>;
  if (
    changeExpected &&
    answer.question?.understanding.intent === intentOf[c.expect.kind] &&
    answer.question?.choices.some((x) => x.kind === 'confirm') &&
    asked !== undefined &&
    asked === meant
  ) {
    const context = await engine.context(turn);
    answer = await engine.act([answer.question.understanding], turn, context, true);
    reply = `${reply}\n${answer.response}`;
    confirmed = true;
  }
  const changed = diff(before, world);
  const verdict = judge(c, changed, world, reply);
  return {
    text: c.text,
    language: c.language,
    expect: c.expect.kind,
    right: verdict.right,
    wrongAction: verdict.wrong,
    changedShape: describe(changed)
      .replace(/«[^»]*»/g, '«…»')
      .replace(/added member [^,]*/g, 'added member …'),
    confirmed,
    why: verdict.why,
    reply,
    ms,
    cpuMs,
  };
}

export interface OutcomeMeasure {
  count: number;
  right: number;
  /** Right without a confirmation tap. */
  rightAtOnce: number;
  wrongActions: number;
  p99Ms: number;
  p99CpuMs: number;
  results: CaseResult[];
}

export async function measureOutcomes(cases: OutcomeCase[]): Promise<OutcomeMeasure> {
  // An untimed pass first: a running server has its templates compiled and its code warm.
  for (const c of cases) await runCase(c);
  const results: CaseResult[] = [];
  for (const c of cases) results.push(await runCase(c));
  const p99 = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
  };
  return {
    count: results.length,
    right: results.filter((r) => r.right).length,
    rightAtOnce: results.filter((r) => r.right && !r.confirmed).length,
    wrongActions: results.filter((r) => r.wrongAction).length,
    p99Ms: p99(results.map((r) => r.ms)),
    p99CpuMs: p99(results.map((r) => r.cpuMs)),
    results,
  };
}
