// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UploadDialog } from '@usra/domain/documents/file-types';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import { UploadForm } from './upload-form';

configure({ asyncUtilTimeout: 5000 });
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** The upload goes through XMLHttpRequest (progress); this one answers what `answer` says. */
class FakeXhr {
  static sent: { url: string; body: FormData }[] = [];
  static answer: { status: number; body: unknown } = { status: 201, body: {} };
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  abort() {}
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
    this.status = FakeXhr.answer.status;
    this.responseText = JSON.stringify(FakeXhr.answer.body);
    setTimeout(() => this.onload?.(), 0);
  }
}

const uploaded = {
  id: 'd1',
  title: 'Fridge',
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
  file: { name: 'Fridge.pdf', size: 8, mimeType: 'application/pdf' },
  extraction: { status: 'none', method: null, reason: null },
  expiryProposal: null,
  suggestion: null,
  uploadDate: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderForm(kind: UploadDialog, projectId?: string) {
  const onDone = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      const body =
        path === '/api/vehicles'
          ? { vehicles: [] }
          : path === '/api/settings/appearance'
            ? { appearance: { units: 'metric', currency: 'SAR', hijriDates: false } }
            : { error: { code: 'NOT_FOUND', message: 'Not found' } };
      return new Response(JSON.stringify(body), { status: body.error ? 404 : 200 });
    }),
  );
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UploadForm kind={kind} preset={projectId ? { projectId } : {}} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

function chooseFile(name: string) {
  fireEvent.change(screen.getByTestId('upload-file'), {
    target: { files: [new File(['%PDF-1.4'], name, { type: 'application/pdf' })] },
  });
}

beforeEach(async () => {
  FakeXhr.sent = [];
  FakeXhr.answer = { status: 201, body: uploaded };
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  await i18n.changeLanguage('ar');
});

describe('UploadForm', () => {
  it('sends the metadata as typed, then the file, and says it is done', async () => {
    const onDone = renderForm('quick', 'p1');
    chooseFile('Fridge.pdf');
    fireEvent.change(screen.getByTestId('upload-tags'), { target: { value: 'a, b' } });
    fireEvent.change(screen.getByTestId('upload-expiry'), { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByTestId('upload-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(FakeXhr.sent).toHaveLength(1);
    const { url, body } = FakeXhr.sent[0]!;
    expect(url).toBe('/api/documents');
    expect(JSON.parse(String(body.get('metadata')))).toEqual({
      dialog: 'quick',
      title: 'Fridge',
      documentType: 'other',
      tags: 'a, b',
      expiryDate: '2027-01-31',
      isImportant: false,
      assetId: null,
      vehicleId: null,
      projectId: 'p1',
      classification: null,
      classificationConfidence: 0,
    });
    expect((body.get('file') as File).name).toBe('Fridge.pdf');
    expect(toast.success).toHaveBeenCalledWith('Document Uploaded', {
      description: 'Your document has been uploaded successfully.',
    });
  });

  it("asks for the required fields, then checks the rest with the server's schema", async () => {
    renderForm('home');
    fireEvent.click(screen.getByTestId('upload-submit'));
    expect(toast.error).toHaveBeenCalledWith('Validation Error', {
      description: 'Please fill in all required fields and select a file.',
    });
    expect(screen.getByText('Please select a file to upload')).toBeTruthy();
    expect(screen.getByText('Please enter a title for the document')).toBeTruthy();
    expect(screen.getByText('Please choose a category')).toBeTruthy();

    chooseFile('Plan.pdf');
    expect(screen.queryByText('Please select a file to upload')).toBeNull();
    expect(screen.queryByText('Please enter a title for the document')).toBeNull();
    fireEvent.change(screen.getByTestId('upload-type'), { target: { value: 'architectural' } });
    expect(screen.queryByText('Please choose a category')).toBeNull();
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',');
    fireEvent.change(screen.getByTestId('upload-tags'), { target: { value: tags } });
    fireEvent.click(screen.getByTestId('upload-submit'));
    expect(await screen.findByText('Up to 20 tags of at most 40 characters each')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("puts the server's field problems on the fields and says the upload failed", async () => {
    FakeXhr.answer = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          details: {
            fields: [{ path: 'metadata.title', key: 'document.titleTooLong', message: 'x' }],
          },
        },
      },
    };
    const onDone = renderForm('smart');
    chooseFile('Fridge.pdf');
    fireEvent.click(screen.getByTestId('upload-submit'));
    expect(await screen.findByText('Title is too long (maximum 200 characters)')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Error', {
      description: 'Failed to upload document Title is too long (maximum 200 characters)',
    });
    expect(onDone).not.toHaveBeenCalled();
  });
});
