import { outcomeSetDev } from '@usra/domain/assistant/outcome-set/outcome-set-dev';
import { describe, expect, it } from 'vitest';
import { measureOutcomes } from './outcome-harness.js';

/**
 * The outcome set's dev half through the offline engine (issue 28): never a wrong action, and
 * outcomes right above a floor that only rises. The test half is run only by
 * `npm run assistant:measure -- test`, for the figure.
 */
describe('the assistant on the outcome set (dev half)', () => {
  it('never changes the wrong thing, and gets the outcomes right above the floor', async () => {
    const m = await measureOutcomes(outcomeSetDev);
    console.info(
      `outcome set, dev: ${m.right}/${m.count} right, ${m.wrongActions} wrong actions, p99 ${m.p99CpuMs.toFixed(1)} ms CPU`,
    );
    expect(m.wrongActions).toBe(0);
    // 2026-11-27: 156 / 202 (77.2%); then 199 / 202 (98.5%) with task-or-event by the head of
    // what is added (asked when nothing tells), one-way words and kind words in the resolver,
    // moves by some days, and the vehicles' tasks in "what's due for the cars". The set then grew
    // by 60 commands written without seeing the grammar: 236 / 262 (90.1%).
    // 2026-11-27: 257 / 262 (98.1%) with members as whose-not-what in the resolver, the language
    // said settling only between translations, statements of what was done (contracted "is", the
    // doer first, the Arabic perfect), day questions ("what have we got on …", «ايش في …»). The
    // five left keep a place in the location, not the title ("dinner at my uncle's").
    // 2026-11-27: the set grew by a third batch of 60 harder commands written without seeing
    // the grammar (deletions, prayer-relative times, statements by a third person, house
    // questions): 284 / 322 (88.2%). The floor is lowered to that for the new cases, not for a
    // regression; the tuner raises it again.
    // 2026-11-27: 300 / 322 (93.2%): to-dos said as imperatives, bare verbs asked, duplicates of
    // open tasks not added, «X على ريم مو غريس» as a hand-over, prayer words out of titles,
    // events for two members, the seven event cases' places as locations (spec core 5; the
    // expectations were changed).
    // 2026-11-27: 297 / 322 (92.2%): with prayer times off, prayer words stay in the title
    // again (they give no hour, and dropping them lost what the person said; the prayer-time
    // settings test holds it), so the three dev cases that expected them out miss.
    // 2026-11-28: batch 4 (60 dev commands written without seeing the grammar) had brought it to
    // 352 / 382 (92.1%) with one wrong action (a name alone taken for a task's title); now
    // 379 / 382 (99.2%), none wrong: requests said after what they are about, notes in parts
    // with the member as one part, a name alone asked for what, members set against each other
    // and whose charge an occasion is as hand-overs (never new rows), another car's row not
    // found, done said by a participle or 👍, house maintenance and documents until a day said.
    // The three left expect prayer words out of a title or place with prayer times off (decided:
    // they stay).
    // 2026-11-28: batch 5 (100 more dev commands written without seeing the grammar): with new
    // members' names cleaned, questions over days and members' weeks, moves by hours and Hijri
    // months in Latin letters, 477 / 482 (99.0%).
    // 2026-11-28: batch 6 (100 more dev commands written without seeing the grammar) had brought
    // it to 544 / 582 (93.5%); now 579 / 582 (99.5%), none wrong: questions over the days between
    // two days, a vehicle's tasks, the tasks nobody has, the urgent ones and documents over the
    // days said; done said by reaching someone, with what it was for, the way there or the doer
    // after; a row said possible on another day moved, a bare hour kept in the row's half of the
    // day; minutes in words, «يوم التنين», ranges with tashkeel; new members' names without help
    // words or «كطفلة»; attendees said after the place or as two going. The three left are the
    // prayer-word cases (decided: the words stay).
    // 2026-11-28: batch 7 (100 more dev commands written without seeing the grammar) had brought
    // it to 630 / 682 (92.4%) with one wrong action (two clauses about people added as one
    // task's title); now 679 / 682 (99.6%), none wrong: sentences of clauses about people (the
    // clause that changes a row taken, never a title of both), hand-overs said as what a member
    // will do or is let do, done said in other words and orders, moves by an amount with its
    // way, a row named first, lists asked about (no due day, daily, children, the cars'
    // papers, a part of the day, days between). The three left are the prayer-word cases.
    // 2026-11-28: batch 8 (200 more dev commands written without seeing the grammar) had brought
    // it to 812 / 882 (92.1%) with seven wrong actions (changes said as facts added as new rows,
    // "put it in …" added as «it in», a question added as a task); now 874 / 882 (99.1%), none
    // wrong: a stored row's new day or time said as a fact is its move (asked to confirm, or
    // which; not found said so, never added), a pointer title asks what, a sentence that asks
    // never adds; things not done yet asked are answered; done, hand-overs and questions said
    // in more words and dialects. Three of the eight left are the prayer-word cases.
    // 2026-11-29: batch 9 (200 more dev commands written without seeing the grammar) had brought
    // it to 1022 / 1082 (94.5%) with two wrong actions (a misspelt member's hand-over added as a
    // task, "dentist on thursday at 4" added beside the stored dentist); now 1072 / 1082 (99.1%),
    // none wrong: a stored event named loosely with a new day or time is asked about (moved, or
    // another?), someone else's or "another" is new; members by role (dad, the driver, «السواق»)
    // from the family's data, misspelt names; done said in other words confirmed when the words
    // name one task; questions checked, not done yet, by part of a day after an hour, by car, by
    // priority and day. Three of the ten left are the prayer-word cases.
    // 2026-11-29: batch 10 (200 more) had brought it to 1207 / 1282 with seven wrong actions;
    // session 22 left 1270 / 1282, none wrong. Batch 11 (200 more dev commands written without
    // seeing the grammar) brought it to 1369 / 1482 (92.4%) with seven wrong actions; now
    // 1474 / 1482 (99.5%), none wrong (session 23, decision 018): questions said as commands
    // and in other shapes, events said as news with their places and people, done said as what
    // came of it, terse hand-overs, moves said as news or needs, notes for a member, members said
    // first; an open task said again with a new time is asked about, never added beside it.
    expect(m.right / m.count).toBeGreaterThanOrEqual(0.99);
  }, 120_000);
});
