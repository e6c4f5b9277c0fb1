// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { homeCategories, homeSubcategories } from '@usra/domain/documents/document-schema';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import ar from '@/locales/ar/documents.json';
import en from '@/locales/en/documents.json';
import { CategoryGuide } from './category-guide';

afterEach(cleanup);

describe('the house document catalogue', () => {
  it('describes Architectural Plans and lists its sub-categories in Arabic', async () => {
    await i18n.changeLanguage('ar');
    render(<CategoryGuide category="architectural" />);
    expect(screen.getByTestId('category-description').textContent).toBe(
      'مخططات المنزل كما صُمّم وكما بُني.',
    );
    expect(screen.getByTestId('category-subcategories').textContent).toBe(
      'تشمل: مخططات الطوابق والواجهات ومخططات الموقع ومخططات الترميم',
    );
  });

  it('describes Permits & Inspections and lists its sub-categories in English', async () => {
    await i18n.changeLanguage('en');
    render(<CategoryGuide category="permits" />);
    expect(screen.getByTestId('category-description').textContent).toBe(
      'Permits, inspections and approvals from the authorities.',
    );
    expect(screen.getByTestId('category-subcategories').textContent).toBe(
      'Includes: Building permits, Inspection reports, Completion certificates, and Municipality approvals',
    );
  });

  it('has a description and named sub-categories for every category, in both languages', () => {
    for (const catalogue of [ar.catalogue, en.catalogue]) {
      expect(Object.keys(catalogue).filter((key) => key !== 'includes')).toEqual([
        ...homeCategories,
      ]);
      for (const category of homeCategories) {
        const entry = catalogue[category];
        expect(entry.description.length).toBeGreaterThan(10);
        expect(Object.keys(entry.sub)).toEqual([...homeSubcategories[category]]);
        for (const name of Object.values(entry.sub)) expect(name.trim()).not.toBe('');
      }
    }
  });
});
