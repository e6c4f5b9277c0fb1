// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import { DataManagement } from './data-management';

function answerDeletionInfo(isOwner: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      const body =
        path === '/api/account/deletion'
          ? { deletion: { isOwner, candidates: [], otherAccounts: 1, lastAdmin: false } }
          : { error: { code: 'NOT_FOUND', message: 'not found' } };
      return new Response(JSON.stringify(body), {
        status: path === '/api/account/deletion' ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DataManagement />
    </QueryClientProvider>,
  );
}

describe('data management', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers the import only to the family's owner", async () => {
    await i18n.changeLanguage('en');
    answerDeletionInfo(true);
    renderCard();
    expect(await screen.findByRole('button', { name: 'Import from a file' })).toBeTruthy();
    expect(screen.queryByTestId('import-owner-only')).toBeNull();
  });

  it('tells another member why there is no import, in their language', async () => {
    await i18n.changeLanguage('ar');
    answerDeletionInfo(false);
    renderCard();
    expect((await screen.findByTestId('import-owner-only')).textContent).toBe(
      'يمكن لمالك العائلة فقط استيراد البيانات إلى العائلة.',
    );
    expect(screen.queryByTestId('import-file')).toBeNull();
    // The export stays for everyone.
    expect(screen.getByRole('link', { name: 'تنزيل التصدير' })).toBeTruthy();
  });
});
