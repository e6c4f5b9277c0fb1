import {
  homeCategories,
  homeSubcategories,
  type HomeCategory,
} from '@usra/domain/documents/document-schema';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '@/lib/i18n';

export const isHomeCategory = (value: string): value is HomeCategory =>
  (homeCategories as readonly string[]).includes(value);

/** "Floor plans, Elevations and Site plans", joined the way the reader's language joins lists. */
export function joinList(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(language === 'ar' ? 'ar-SA' : 'en', {
    style: 'long',
    type: 'conjunction',
  }).format(items);
}

/**
 * A house category from the catalogue (spec section 3): its description and its sub-categories,
 * shown under the category chosen in Upload Home Document.
 */
export function CategoryGuide({ category }: { category: HomeCategory }) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.resolvedLanguage);
  // Every category's own sub-categories (locales.test.ts and category-guide.test.tsx check them).
  const subcategories = (homeSubcategories[category] as readonly string[]).map((sub) =>
    t(`catalogue.${category}.sub.${sub}` as 'catalogue.other.sub.general'),
  );
  const includes = t('catalogue.includes', { list: joinList(subcategories, language) });
  return (
    <div
      className="flex gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm"
      role="note"
      aria-live="polite"
      data-testid="category-guide"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-col gap-1">
        <p data-testid="category-description">{t(`catalogue.${category}.description`)}</p>
        <p className="text-muted-foreground" data-testid="category-subcategories">
          {includes}
        </p>
      </div>
    </div>
  );
}
