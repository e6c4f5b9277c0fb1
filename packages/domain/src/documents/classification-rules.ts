import { homeCategories, type Classification } from './document-schema.js';
import { searchWords } from './search-text.js';

/**
 * Keyword rules for home-related vs asset-related documents, used while a family's own
 * classifier knows fewer than two labels (decision 012). Words are matched after the search
 * normaliser (so "الكهرباء" and "كهرباء", "فاتورة" and "فاتوره" are the same word); a rule's
 * reason names the word it found, as the suggestion panel shows it.
 */

export interface KeywordRule {
  classification: Exclude<Classification, 'unclassified'>;
  /** Normalised stems: a word of the document matches when it starts with one. */
  words: readonly string[];
}

/** The house itself: its structure, systems, permits, rent and utilities. */
const HOME_WORDS = [
  // Arabic
  'منزل',
  'بيت',
  'شقه',
  'فيلا',
  'سكن',
  'عقار',
  'ايجار',
  'مخطط',
  'رخصه بناء',
  'بناء',
  'ترميم',
  'سباكه',
  'كهرباء',
  'تكييف',
  'سقف',
  'جدار',
  'ارضيه',
  'حديقه',
  'صك',
  'عداد',
  'مياه',
  'صرف',
  'عزل',
  'انشائي',
  'مقاول',
  'بلديه',
  // English
  'house',
  'home',
  'apartment',
  'villa',
  'property',
  'lease',
  'rent',
  'mortgage',
  'deed',
  'plan',
  'blueprint',
  'permit',
  'renovation',
  'plumbing',
  'electrical',
  'wiring',
  'roof',
  'wall',
  'floor',
  'garden',
  'utility',
  'water',
  'hvac',
  'structural',
  'contractor',
  'municipality',
];

/** Things the family owns: appliances, electronics, vehicles, furniture. */
const ASSET_WORDS = [
  // Arabic
  'ثلاج',
  'غساله',
  'مكيف',
  'فرن',
  'تلفزيون',
  'شاشه',
  'جوال',
  'هاتف',
  'حاسوب',
  'لابتوب',
  'جهاز',
  'سياره',
  'مركبه',
  'استماره',
  'اثاث',
  'كنب',
  'موديل',
  'رقم تسلسلي',
  'ضمان',
  'دليل مستخدم',
  // English
  'refrigerator',
  'fridge',
  'washer',
  'washing',
  'dryer',
  'oven',
  'microwave',
  'dishwasher',
  'television',
  'tv',
  'phone',
  'laptop',
  'computer',
  'device',
  'appliance',
  'car',
  'vehicle',
  'registration',
  'furniture',
  'sofa',
  'model',
  'serial',
  'warranty',
  'manual',
];

/** The stems as the normaliser writes them (so a list entry may be written naturally). */
const normalized = (words: readonly string[]) => words.map((w) => searchWords(w).join(' '));

export const keywordRules: readonly KeywordRule[] = [
  { classification: 'home-related', words: normalized(HOME_WORDS) },
  { classification: 'asset-related', words: normalized(ASSET_WORDS) },
];

/** Document types that, on their own, lean one way (the spec's catalogue ids are home papers). */
const ASSET_TYPES = new Set(['warranty', 'manual', 'registration', 'certificate']);

export interface RuleSuggestion {
  classification: Classification;
  confidence: number;
  reasons: string[];
}

/** Each matching word adds this much; the first match starts from the base. */
const BASE_CONFIDENCE = 0.55;
const PER_MATCH = 0.1;
const MAX_CONFIDENCE = 0.9;

/**
 * The keyword rules' suggestion for a text (title, description, file name, extracted text) and
 * an optional document type. Without any matching word: unclassified, confidence 0, with a
 * reason saying so.
 */
export function suggestByRules(text: string, documentType: string | null): RuleSuggestion {
  const folded = ` ${searchWords(text).join(' ')} `;
  const words = new Set(folded.trim().split(' '));
  const hits: Record<'home-related' | 'asset-related', string[]> = {
    'home-related': [],
    'asset-related': [],
  };
  for (const rule of keywordRules) {
    for (const stem of rule.words) {
      const found = stem.includes(' ')
        ? folded.includes(` ${stem} `)
        : // "ومخطط": the conjunction و joined to the word (the normaliser strips only articles).
          [...words].some(
            (w) => w.startsWith(stem) || (w.startsWith('و') && w.startsWith(stem, 1)),
          );
      if (found) hits[rule.classification].push(stem);
    }
  }
  if (documentType && (homeCategories as readonly string[]).includes(documentType)) {
    hits['home-related'].push(`type: ${documentType}`);
  } else if (documentType && ASSET_TYPES.has(documentType)) {
    hits['asset-related'].push(`type: ${documentType}`);
  }
  const home = hits['home-related'].length;
  const asset = hits['asset-related'].length;
  if (home === 0 && asset === 0) {
    // No reason to give: the web says "no known words" in the reader's language.
    return { classification: 'unclassified', confidence: 0, reasons: [] };
  }
  const winner: 'home-related' | 'asset-related' = home >= asset ? 'home-related' : 'asset-related';
  const margin = Math.abs(home - asset);
  if (margin === 0) {
    return {
      classification: 'unclassified',
      confidence: 0.3,
      reasons: [...hits['home-related'], ...hits['asset-related']].slice(0, 5),
    };
  }
  const confidence = Math.min(MAX_CONFIDENCE, BASE_CONFIDENCE + PER_MATCH * (margin - 1) + 0.05);
  return {
    classification: winner,
    confidence: Math.round(confidence * 100) / 100,
    reasons: hits[winner].slice(0, 5),
  };
}
