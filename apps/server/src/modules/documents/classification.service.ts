import type { Kysely } from 'kysely';
import { suggestByRules } from '@usra/domain/documents/classification-rules';
import {
  emptyModel,
  learn,
  predict,
  unlearn,
  type ClassifierModel,
} from '@usra/domain/documents/classifier';
import type { ClassificationSuggestion } from '@usra/domain/documents/document-schema';
import type { Database } from '../../db/schema.js';
import type { DocumentsRepository } from './documents.repository.js';

type Target = 'classification' | 'type';
type Db = Kysely<Database>;

/** The family's model knows this many labels before its answers replace the keyword rules. */
export const MIN_LEARNED_LABELS = 2;

function parseModel(json: string | null): ClassifierModel {
  if (!json) return emptyModel();
  try {
    const parsed = JSON.parse(json) as ClassifierModel;
    return parsed && parsed.version === 1 && typeof parsed.labels === 'object'
      ? parsed
      : emptyModel();
  } catch {
    return emptyModel();
  }
}

/**
 * Suggestions (decision 012): the family's learned model when it knows at least two labels,
 * else the keyword rules; both with a confidence and their reasons. Manual choices teach the
 * models, and a changed choice first unlearns the previous one.
 */
export class ClassificationService {
  constructor(private readonly repo: DocumentsRepository) {}

  async models(familyId: string): Promise<Record<Target, ClassifierModel>> {
    const [classification, type] = await Promise.all([
      this.repo.classifierModel(familyId, 'classification'),
      this.repo.classifierModel(familyId, 'type'),
    ]);
    return { classification: parseModel(classification), type: parseModel(type) };
  }

  async suggest(
    familyId: string,
    text: string,
    documentType: string | null,
  ): Promise<ClassificationSuggestion> {
    return this.suggestWith(await this.models(familyId), text, documentType);
  }

  suggestWith(
    models: Record<Target, ClassifierModel>,
    text: string,
    documentType: string | null,
  ): ClassificationSuggestion {
    const typed = documentType ? `${text}\n${documentType}` : text;
    const learned =
      Object.keys(models.classification.labels).length >= MIN_LEARNED_LABELS
        ? predict(models.classification, typed)
        : null;
    const base =
      learned &&
      (learned.label === 'home-related' ||
        learned.label === 'asset-related' ||
        learned.label === 'unclassified')
        ? {
            classification: learned.label as ClassificationSuggestion['classification'],
            confidence: learned.confidence,
            reasons: learned.reasons,
          }
        : suggestByRules(text, documentType);
    const typePrediction =
      Object.keys(models.type.labels).length >= MIN_LEARNED_LABELS
        ? predict(models.type, text)
        : null;
    return {
      ...base,
      documentType: typePrediction
        ? {
            type: typePrediction.label,
            confidence: typePrediction.confidence,
            reasons: typePrediction.reasons,
          }
        : null,
    };
  }

  /**
   * Teaches `target` that `text` is `label`, forgetting `previous` first (a person changed
   * their mind). Runs in the caller's transaction.
   */
  async teach(
    db: Db,
    familyId: string,
    target: Target,
    text: string,
    label: string,
    previous: string | null,
    at: string,
  ): Promise<void> {
    if (previous === label) return;
    let model = parseModel(await this.repo.classifierModel(familyId, target, db));
    if (previous) model = unlearn(model, text, previous);
    model = learn(model, text, label);
    await this.repo.saveClassifierModel(familyId, target, JSON.stringify(model), at, db);
  }
}
