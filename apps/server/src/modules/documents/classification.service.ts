import { suggestByRules } from '@usra/domain/documents/classification-rules';
import {
  emptyModel,
  learn,
  predict,
  unlearn,
  type ClassifierModel,
} from '@usra/domain/documents/classifier';
import type { ClassificationSuggestion } from '@usra/domain/documents/document-schema';
import type {
  ClassifierRepository,
  ClassifierTarget as Target,
  ClassifierTransaction,
} from './classifier.repository.js';

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
  constructor(private readonly repo: ClassifierRepository) {}

  async models(familyId: string): Promise<Record<Target, ClassifierModel>> {
    const [classification, type] = await Promise.all([
      this.repo.model(familyId, 'classification'),
      this.repo.model(familyId, 'type'),
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
    trx: ClassifierTransaction,
    familyId: string,
    target: Target,
    text: string,
    label: string,
    previous: string | null,
    at: string,
  ): Promise<void> {
    if (previous === label) return;
    await this.repo.change(
      trx,
      familyId,
      target,
      (json) => {
        let model = parseModel(json);
        if (previous) model = unlearn(model, text, previous);
        return JSON.stringify(learn(model, text, label));
      },
      at,
    );
  }
}
