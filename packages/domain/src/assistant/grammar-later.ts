import type { GrammarContext, Understanding } from './grammar-types.js';
import { memberNamed } from './refine.js';

/**
 * What a sentence asks for said after why (session 22): "huda's got a thing at 6 so can anwar get
 * ziad from practice today", «ريم تمرينها بكرة بيتأخر، فخل أنور يوصلها النادي الساعة ٦». The
 * first clause is the reason; the request after "so" / «ف» is what is meant, with the day the
 * reason named when the request names none (never the reason's clock time).
 */
const SO_REQUEST =
  /(?:\s*[,،]\s*|\s+)(?:so|and so|فـ?|ف(?=خل|خلي|خلو))\s*(?=(?:can|could|will|would|let|خل|خلي|خلوا|خلو)\s)/iu;
const REQUEST_WORD = /^(?:can|could|will|would|let|خل|خلي|خلوا|خلو)\s+([\p{L}]+)/iu;
/** A day said by a word (the reason's «بكرة» is the request's day). */
const DAY_WORD =
  /(?<![\p{L}])(?:today|tonight|tomorrow|tmrw|tmr|(?:mon|tues|wednes|thurs|fri|satur|sun)day|اليوم|الليلة|الليله|بكرة|بكره|بكرا|باكر|(?:يوم\s+)?(?:ال)?(?:سبت|احد|أحد|اثنين|إثنين|اتنين|ثلاثاء|تلات|ثلاث|اربعاء|أربعاء|اربع|خميس|جمعة|جمعه))(?![\p{L}])/iu;

export function requestAfterReason(
  text: string,
  context: GrammarContext,
  understand: (said: string, context: GrammarContext) => Understanding,
): Understanding | null {
  const m = SO_REQUEST.exec(text);
  if (!m || m.index === 0) return null;
  const reason = text.slice(0, m.index);
  let request = text.slice(m.index + m[0].length).trim();
  const who = REQUEST_WORD.exec(request);
  // "so can you …" is the polite request itself; only a member asked to do it is a hand-over.
  if (!who || !memberNamed(who[1]!, context.members)) return null;
  const day = DAY_WORD.exec(reason);
  if (day && !DAY_WORD.test(request)) request = `${request} ${day[0]}`;
  const u = understand(request, context);
  const changes = ['reassignTask', 'moveEvent', 'completeTask'].includes(u.intent);
  if (!changes || u.notFound || !u.target || u.target.match === 'notFound') return null;
  return u;
}

/**
 * «أبو خالد أجّل العزيمة للخميس», "the school put back Tala's celebration to the 3rd": who moved
 * it, said before the verb, is no part of what is moved. Read from the verb on; a sentence that
 * says a row was moved never adds one (it is asked about when the rest finds none).
 */
const MOVED_VERB =
  /(?<![\p{L}])(?:أجّل|أجل|اجل|أجلت|اجلت|أجّلت|أجلوا|اجلوا|أجّلوا|قدّم|قدم|قدمت|قدّمت|قدموا|غيّر موعد|غير موعد|postponed|moved|pushed|rescheduled|put back|brought forward)(?![\p{L}])/iu;

export function movedBySomeone(
  text: string,
  u: Understanding,
  context: GrammarContext,
  understand: (said: string, context: GrammarContext) => Understanding,
): Understanding | null {
  if (u.intent !== 'createEvent' && u.intent !== 'createTask') return null;
  const m = MOVED_VERB.exec(text);
  if (!m || m.index === 0 || !MOVED_VERB.test(u.slots.title ?? '')) return null;
  const again = understand(text.slice(m.index), context);
  if (again.intent === 'moveEvent' && again.target && again.target.match !== 'notFound')
    return again;
  return { intent: 'unknown', slots: {}, missing: null, notFound: null };
}

/**
 * «دفع فاتورة المي صار آخر موعد له يوم ٢٠», "the water bill's deadline is now the 20th": a new
 * due day said as its last day; read as the row's day said as a fact («… صار يوم ٢٠»).
 */
const DEADLINE =
  /\s+(?:(صار|صارت|أصبح|اصبح|بقى|بقا)\s+)?(?:آخر|اخر)\s+(?:موعد|يوم|معاد|ميعاد)\s+(?:له|لها|لدفعها|لدفعه)(?![\p{L}])/u;

export const deadlineSaid = (text: string) =>
  text.replace(DEADLINE, (_, verb?: string) => ` ${verb ?? 'صار'}`);
