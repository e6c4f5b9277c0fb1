// @vitest-environment jsdom
// The documents screen as its route composes it (the documents and projects features).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import type {
  ClassificationSuggestion,
  Document,
  DocumentsOverview,
} from '@usra/domain/documents/document-schema';
import type { Project } from '@usra/domain/documents/project-schema';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import { Component as DocumentsRoute } from './documents';

// A busy 2-core machine: allow the lists a few seconds to arrive.
configure({ asyncUtilTimeout: 5000 });

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const TODAY = '2026-11-25';

function doc(id: string, fields: Partial<Document> = {}): Document {
  return {
    id,
    title: `Doc ${id}`,
    description: null,
    documentType: 'other',
    classification: null,
    classificationConfidence: 0,
    autoClassified: false,
    group: 'unclassified',
    tags: [],
    expiryDate: null,
    isImportant: false,
    assetId: null,
    assetName: null,
    vehicleId: null,
    vehicleName: null,
    projectId: null,
    projectName: null,
    file: { name: `${id}.pdf`, size: 2048, mimeType: 'application/pdf' },
    extraction: { status: 'done', method: 'pdf-text', reason: null },
    expiryProposal: null,
    suggestion: null,
    uploadDate: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

function overviewOf(recent: Document[], alerts: Partial<DocumentsOverview['alerts']> = {}) {
  return {
    today: TODAY,
    summary: { total: recent.length, warranties: 1, expiringSoon: 2, important: 0 },
    counts: { home: 1, asset: 2, unclassified: 3 },
    alerts: { expired: [], expiringSoon: [], important: [], proposals: [], ...alerts },
    recent,
    storage: { usedBytes: 0, quotaBytes: 1 },
  } satisfies DocumentsOverview;
}

interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

type Handler = (call: Call) => { status: number; body: unknown } | undefined;

/** A fake API: settings, the overview, lists by query, and an answer per write. */
function fakeApi(
  overview: DocumentsOverview,
  list: (search: URLSearchParams) => Document[],
  handler: Handler = () => undefined,
) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) =>
    status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const call = {
        method,
        path: url.pathname,
        search: url.searchParams,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = handler(call);
      if (answer) return json(answer.status, answer.body);
      if (url.pathname === '/api/settings/appearance')
        return json(200, { appearance: { units: 'metric', currency: 'SAR', hijriDates: false } });
      if (method === 'GET' && url.pathname === '/api/documents/overview')
        return json(200, overview);
      if (method === 'GET' && url.pathname === '/api/documents') {
        const documents = list(url.searchParams);
        return json(200, { documents, page: 1, pageSize: 50, total: documents.length });
      }
      if (method === 'GET' && url.pathname === '/api/projects') return json(200, []);
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return calls;
}

function setMobile(mobile: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: mobile && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/app/documents" element={<DocumentsRoute />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  setMobile(false);
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  await i18n.changeLanguage('ar');
});

describe('the Document Management Center', () => {
  it('opens the tab named in the address and writes the chosen one back', async () => {
    fakeApi(overviewOf([]), () => []);
    renderAt('/app/documents?tab=alerts');
    expect(await screen.findByText('No alerts at this time')).toBeTruthy();
    expect(screen.getByTestId('tab-alerts').getAttribute('data-state')).toBe('active');
    expect(screen.getByTestId('card-expiringSoon').textContent).toContain('Needs Attention');
    expect(screen.getByTestId('tab-count-unclassified').textContent).toBe('3');
    fireEvent.mouseDown(screen.getByTestId('tab-classify'));
    expect(await screen.findByText('All Documents Classified!')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/app/documents?tab=classify');
    fireEvent.mouseDown(screen.getByTestId('tab-all'));
    expect(await screen.findByText('No documents found')).toBeTruthy();
    expect(screen.getByText('Upload your first document to get started')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/app/documents');
  });

  it('lists the alerts in their sections and confirms an expiry proposal', async () => {
    const proposed = doc('p', {
      title: 'Car insurance',
      expiryProposal: { date: '2026-12-10', snippet: 'valid until 10/12/2026' },
    });
    const calls = fakeApi(
      overviewOf([], {
        expired: [doc('x', { title: 'Old warranty', expiryDate: '2026-01-01' })],
        proposals: [proposed],
      }),
      () => [],
      (call) =>
        call.method === 'POST' && call.path === '/api/documents/p/expiry-proposal'
          ? { status: 200, body: { ...proposed, expiryProposal: null, expiryDate: '2026-12-10' } }
          : undefined,
    );
    renderAt('/app/documents?tab=alerts');
    const expired = await screen.findByTestId('alerts-expired');
    expect(within(expired).getByText('Old warranty')).toBeTruthy();
    expect(within(expired).getByText(/Expired Jan 1, 2026/)).toBeTruthy();
    const proposals = screen.getByTestId('alerts-proposals');
    fireEvent.click(within(proposals).getByTestId('expiry-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/documents/p/expiry-proposal')?.body).toEqual({
        accept: true,
      }),
    );
    expect(screen.queryByText('No alerts at this time')).toBeNull();
  });

  it('sends the search text to the server as q and keeps it in the address', async () => {
    const calls = fakeApi(overviewOf([]), (search) =>
      search.get('q') === 'ثلاجة'
        ? [doc('f', { title: 'ضمان الثلاجة', tags: ['a', 'b', 'c', 'd', 'e'] })]
        : [],
    );
    renderAt('/app/documents');
    await screen.findByText('No documents found');
    fireEvent.change(screen.getByTestId('docs-search'), { target: { value: 'ثلاجة' } });
    expect(await screen.findByText('ضمان الثلاجة')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/documents' && c.search.get('q') === 'ثلاجة')).toBe(
      true,
    );
    expect(decodeURIComponent(screen.getByTestId('address').textContent ?? '')).toBe(
      '/app/documents?q=ثلاجة',
    );
    // Up to 3 tags, then +N.
    const tags = screen.getByTestId('doc-tags');
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a', 'b', 'c', '+2']);
    // The type filter goes to the server too.
    fireEvent.change(screen.getByTestId('filter-type'), { target: { value: 'warranty' } });
    await waitFor(() =>
      expect(
        calls.some((c) => c.search.get('type') === 'warranty' && c.search.get('q') === 'ثلاجة'),
      ).toBe(true),
    );
  });

  it('shows a card: badge, confidence in its band, Auto, type, links and the view link', async () => {
    fakeApi(overviewOf([]), () => [
      doc('w', {
        title: 'Fridge warranty',
        documentType: 'warranty',
        classification: 'asset-related',
        classificationConfidence: 0.65,
        autoClassified: true,
        group: 'asset',
        assetId: 'a1',
        assetName: 'Fridge',
        extraction: { status: 'done', method: 'ocr', reason: null },
        file: { name: 'w.png', size: 10, mimeType: 'image/png' },
      }),
      doc('d', {
        file: {
          name: 'd.docx',
          size: 10,
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
        extraction: { status: 'pending', method: null, reason: null },
      }),
    ]);
    renderAt('/app/documents');
    const items = await screen.findAllByTestId('doc-item');
    const first = within(items[0]!);
    expect(first.getByTestId('doc-group').textContent).toBe('Asset');
    expect(first.getByTestId('doc-confidence').textContent).toBe('65% confidence');
    expect(first.getByTestId('doc-confidence').getAttribute('data-band')).toBe('medium');
    expect(first.getByTestId('doc-auto').textContent).toBe('Auto');
    expect(first.getByText('Warranty')).toBeTruthy();
    expect(first.getByTestId('doc-links').textContent).toBe('Asset: Fridge');
    expect(first.getByTestId('doc-extraction').textContent).toBe('Read by OCR');
    const view = first.getByTestId('doc-view');
    expect(view.getAttribute('href')).toBe('/api/documents/w/file?inline=1');
    expect(view.getAttribute('target')).toBe('_blank');
    const second = within(items[1]!);
    expect(second.getByTestId('doc-view').getAttribute('href')).toBe('/api/documents/d/file');
    expect(second.getByTestId('doc-view').hasAttribute('download')).toBe(true);
    expect(second.getByTestId('doc-extraction').textContent).toBe('Reading the text…');
  });

  it("a house document's category says what it holds", async () => {
    fakeApi(overviewOf([]), () => [
      doc('p', { title: 'Ground floor', documentType: 'architectural', group: 'home' }),
      doc('r', { title: 'Receipt', documentType: 'receipt' }),
    ]);
    renderAt('/app/documents');
    const items = await screen.findAllByTestId('doc-item');
    const plans = within(items[0]!);
    expect(plans.getByText('Architectural Plans')).toBeTruthy();
    expect(plans.getByTestId('doc-category').textContent).toBe(
      'Drawings of the house as designed and as built.',
    );
    expect(within(items[1]!).queryByTestId('doc-category')).toBeNull();
  });

  it('says why a file could not be read, and keeps its download', async () => {
    fakeApi(overviewOf([]), () => [
      doc('big', {
        file: { name: 'scan.png', size: 438_665, mimeType: 'image/png' },
        extraction: { status: 'failed', method: null, reason: 'tooLarge' },
      }),
      doc('old', {
        file: { name: 'old.doc', size: 2500, mimeType: 'application/msword' },
        extraction: { status: 'failed', method: null, reason: null },
      }),
    ]);
    renderAt('/app/documents');
    const [big, old] = (await screen.findAllByTestId('doc-item')).map((item) => within(item));
    expect(big!.getByTestId('doc-extraction').textContent).toBe(
      'This file is too large to read automatically. The file is kept and can be downloaded.',
    );
    expect(big!.getByTestId('doc-extraction').getAttribute('data-reason')).toBe('tooLarge');
    expect(big!.getByTestId('doc-view').getAttribute('href')).toBe(
      '/api/documents/big/file?inline=1',
    );
    expect(old!.getByTestId('doc-extraction').textContent).toBe(
      'This file could not be read. The file is kept and can be downloaded.',
    );
    expect(old!.getByTestId('doc-view').getAttribute('href')).toBe('/api/documents/old/file');
  });
});

describe('the Classify tab', () => {
  const suggestion: ClassificationSuggestion = {
    classification: 'home-related',
    confidence: 0.85,
    reasons: ['kitchen', 'plumbing'],
    documentType: null,
  };

  it('asks for a selection, auto-classifies the selected, applies, rejects and classifies by hand', async () => {
    const docs = [
      doc('1', { title: 'Sink invoice' }),
      doc('2', { title: 'Boiler manual' }),
      doc('3', { title: 'Receipt' }),
    ];
    const calls = fakeApi(
      overviewOf([]),
      () => docs,
      (call) => {
        if (call.method === 'POST' && call.path === '/api/documents/classify')
          return {
            status: 200,
            body: {
              suggestions: (call.body as { ids: string[] }).ids.map((documentId) => ({
                documentId,
                suggestion,
              })),
            },
          };
        const match = /^\/api\/documents\/(\d)\/classification$/.exec(call.path);
        if (call.method === 'POST' && match)
          return {
            status: 200,
            body: doc(match[1]!, { classification: 'home-related', group: 'home' }),
          };
        return undefined;
      },
    );
    renderAt('/app/documents?tab=classify');
    const cards = await screen.findAllByTestId('classify-card');
    expect(cards).toHaveLength(3);

    fireEvent.click(screen.getByTestId('auto-classify'));
    expect(toast.error).toHaveBeenCalledWith('No Documents Selected', {
      description: 'Please select documents to classify',
    });

    fireEvent.click(screen.getByText('Select All'));
    expect(screen.getByTestId('selected-count').textContent).toBe('3 selected');
    fireEvent.click(screen.getByText('Clear Selection'));
    expect(screen.getByTestId('selected-count').textContent).toBe('0 selected');
    fireEvent.click(within(cards[0]!).getByTestId('classify-select'));
    fireEvent.click(within(cards[1]!).getByTestId('classify-select'));
    fireEvent.click(screen.getByTestId('auto-classify'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Classification Complete', {
        description: 'Analyzed 2 documents',
      }),
    );
    expect(calls.find((c) => c.path === '/api/documents/classify')?.body).toEqual({
      ids: ['1', '2'],
    });
    const panel = within(cards[0]!).getByTestId('suggestion');
    expect(within(panel).getByTestId('suggestion-classification').textContent).toBe('Home-related');
    expect(within(panel).getByTestId('suggestion-confidence').getAttribute('data-band')).toBe(
      'high',
    );
    expect(within(panel).getByText('kitchen')).toBeTruthy();

    // Reject only discards the suggestion: no call.
    const before = calls.length;
    fireEvent.click(within(cards[1]!).getByTestId('suggestion-reject'));
    expect(within(cards[1]!).queryByTestId('suggestion')).toBeNull();
    expect(calls.slice(before).filter((c) => c.method !== 'GET')).toHaveLength(0);

    // Apply: the suggestion's classification and confidence; the card leaves the selection.
    fireEvent.click(within(cards[0]!).getByTestId('suggestion-apply'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Classification Applied', {
        description: 'Document classification updated successfully',
      }),
    );
    expect(calls.find((c) => c.path === '/api/documents/1/classification')?.body).toEqual({
      classification: 'home-related',
      source: 'suggestion',
      confidence: 0.85,
    });
    await waitFor(() =>
      expect(screen.getByTestId('selected-count').textContent).toBe('1 selected'),
    );

    // Manual.
    fireEvent.change(within(cards[2]!).getByTestId('classify-manual'), {
      target: { value: 'asset-related' },
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Manual Classification Applied', {
        description: 'Document classified manually',
      }),
    );
    expect(calls.find((c) => c.path === '/api/documents/3/classification')?.body).toEqual({
      classification: 'asset-related',
      source: 'manual',
    });
  });

  it('says when applying fails', async () => {
    fakeApi(
      overviewOf([]),
      () => [doc('1', { suggestion })],
      (call) =>
        call.method === 'POST'
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
          : undefined,
    );
    renderAt('/app/documents?tab=classify');
    fireEvent.click(await screen.findByTestId('suggestion-apply'));
    await waitFor(() =>
      expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toBe('Failed to apply classification'),
    );
  });
});

describe('Smart Upload', () => {
  it('pre-fills the title from the file name, analyses and pre-selects the suggestion', async () => {
    const calls = fakeApi(
      overviewOf([]),
      () => [],
      (call) =>
        call.method === 'POST' && call.path === '/api/documents/suggest'
          ? {
              status: 200,
              body: {
                classification: 'asset-related',
                confidence: 0.55,
                reasons: ['fridge'],
                documentType: { type: 'warranty', confidence: 0.7, reasons: ['ضمان'] },
              },
            }
          : undefined,
    );
    renderAt('/app/documents');
    fireEvent.click(await screen.findByTestId('smart-upload'));
    const dialog = await screen.findByTestId('upload-dialog-smart');
    const input = within(dialog).getByTestId('upload-file') as HTMLInputElement;
    expect(input.accept).toBe('.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png');

    // Nothing chosen: the spec's first message.
    fireEvent.click(within(dialog).getByTestId('upload-submit'));
    expect(toast.error).toHaveBeenCalledWith('Error', {
      description: 'Please select a file to upload',
    });

    const file = new File(['%PDF-1.4'], 'Fridge.Warranty.PDF', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((within(dialog).getByTestId('upload-title') as HTMLInputElement).value).toBe(
      'Fridge.Warranty',
    );
    const panel = await within(dialog).findByTestId('suggestion');
    expect(within(panel).getByTestId('suggestion-classification').textContent).toBe(
      'Asset-related',
    );
    expect(within(panel).getByTestId('suggestion-confidence').textContent).toBe('55% confidence');
    expect(within(panel).getByTestId('suggestion-confidence').getAttribute('data-band')).toBe(
      'low',
    );
    expect((within(dialog).getByTestId('upload-classification') as HTMLSelectElement).value).toBe(
      'asset-related',
    );
    expect((within(dialog).getByTestId('upload-type') as HTMLSelectElement).value).toBe('warranty');
    expect(calls.find((c) => c.path === '/api/documents/suggest')?.body).toMatchObject({
      title: 'Fridge.Warranty',
      fileName: 'Fridge.Warranty.PDF',
    });

    // A blank title is refused with the spec's message.
    fireEvent.change(within(dialog).getByTestId('upload-title'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByTestId('upload-submit'));
    expect(toast.error).toHaveBeenCalledWith('Error', {
      description: 'Please enter a title for the document',
    });
  });

  it('refuses a file type the dialog does not accept', async () => {
    fakeApi(overviewOf([]), () => []);
    renderAt('/app/documents');
    fireEvent.click(await screen.findByTestId('smart-upload'));
    const dialog = await screen.findByTestId('upload-dialog-smart');
    fireEvent.change(within(dialog).getByTestId('upload-file'), {
      target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] },
    });
    expect(within(dialog).getByText(/This file type is not accepted/)).toBeTruthy();
    expect((within(dialog).getByTestId('upload-title') as HTMLInputElement).value).toBe('');
  });
});

describe('Create Construction Project', () => {
  it('keeps Create disabled until name, type and location are filled, then sends the phases', async () => {
    const created: Project = {
      id: 'p1',
      name: 'Kitchen',
      projectType: 'renovation',
      description: null,
      location: 'Riyadh',
      estimatedCost: 5000,
      actualCost: null,
      startDate: null,
      estimatedCompletion: null,
      permitRequired: true,
      status: 'planning',
      progress: 0,
      phases: [],
      documentCount: 0,
      createdAt: '2026-11-25T10:00:00.000Z',
      updatedAt: '2026-11-25T10:00:00.000Z',
    };
    const calls = fakeApi(
      overviewOf([]),
      () => [],
      (call) =>
        call.method === 'POST' && call.path === '/api/projects'
          ? { status: 201, body: created }
          : undefined,
    );
    renderAt('/app/documents?tab=projects');
    expect(await screen.findByText('No construction projects')).toBeTruthy();
    fireEvent.click(screen.getAllByText('Create Project')[0]!);
    const dialog = await screen.findByTestId('create-project-dialog');
    const create = within(dialog).getByTestId('create-project') as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('project-name-input'), {
      target: { value: 'Kitchen' },
    });
    fireEvent.change(within(dialog).getByTestId('project-location-input'), {
      target: { value: 'Riyadh' },
    });
    expect(create.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('project-type-input'), {
      target: { value: 'renovation' },
    });
    expect(create.disabled).toBe(false);
    fireEvent.change(within(dialog).getByTestId('project-location-input'), {
      target: { value: '  ' },
    });
    expect(create.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('project-location-input'), {
      target: { value: 'Riyadh' },
    });
    fireEvent.change(within(dialog).getByTestId('project-cost-input'), {
      target: { value: '5000' },
    });
    fireEvent.click(within(dialog).getByTestId('add-phase'));
    fireEvent.click(within(dialog).getByTestId('add-phase'));
    const phaseNames = within(dialog).getAllByTestId('phase-name-input');
    fireEvent.change(phaseNames[0]!, { target: { value: 'Demolition' } });
    fireEvent.change(phaseNames[1]!, { target: { value: 'Cabinets' } });
    fireEvent.click(create);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Your construction project has been created successfully.',
      ),
    );
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/api/projects')?.body,
    ).toMatchObject({
      name: 'Kitchen',
      projectType: 'renovation',
      location: 'Riyadh',
      estimatedCost: 5000,
      phases: [{ name: 'Demolition' }, { name: 'Cabinets' }],
    });
  });
});

describe('the mobile screen', () => {
  it('shows only the categories with files, the 10 most recent, and filters by type and search', async () => {
    setMobile(true);
    const recent = Array.from({ length: 12 }, (_, i) => doc(`r${i}`, { title: `Recent ${i}` }));
    const calls = fakeApi(overviewOf(recent), (search) => {
      const type = search.get('type');
      if (type === 'warranty')
        return [doc('w1', { title: 'Washer warranty', documentType: 'warranty' })];
      if (type === 'receipt') return [doc('rc', { title: 'Receipt', documentType: 'receipt' })];
      if (search.get('q')) return [doc('s', { title: 'Found by search' })];
      return [];
    });
    renderAt('/app/documents');
    const list = await screen.findByTestId('mobile-list');
    expect(within(list).getAllByTestId('doc-item')).toHaveLength(10);
    const cards = await screen.findByTestId('category-cards');
    await waitFor(() => expect(within(cards).getAllByRole('button')).toHaveLength(2));
    expect(within(cards).getByTestId('category-warranty').textContent).toContain('1 file');
    expect(within(cards).queryByTestId('category-insurance')).toBeNull();
    expect(screen.queryByTestId('summary-cards')).toBeNull();

    fireEvent.click(within(cards).getByTestId('category-warranty'));
    expect(await screen.findByText('Washer warranty')).toBeTruthy();
    expect(within(screen.getByTestId('mobile-list')).getAllByTestId('doc-item')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('clear-filters'));
    await waitFor(() =>
      expect(within(screen.getByTestId('mobile-list')).getAllByTestId('doc-item')).toHaveLength(10),
    );

    fireEvent.change(screen.getByTestId('docs-search'), { target: { value: 'fridge' } });
    expect(await screen.findByText('Found by search')).toBeTruthy();
    expect(calls.some((c) => c.search.get('q') === 'fridge')).toBe(true);

    // The full screen at a tab, and back to the summary.
    fireEvent.click(screen.getByTestId('mobile-tab-projects'));
    expect(await screen.findByText('No construction projects')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/app/documents?tab=projects');
    fireEvent.mouseDown(screen.getByTestId('tab-all'));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/app/documents?tab=all'),
    );
    fireEvent.click(screen.getByTestId('mobile-back'));
    expect(await screen.findByTestId('mobile-list')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/app/documents');
  });
});
