// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import { EventFormDialog } from '@/features/calendar/components/event-form-dialog';
import { TaskForm } from '@/features/tasks/components/task-form';
import { FakeSpeechRecognition } from '@/testing/fake-speech-recognition';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const parsed = {
  title: 'Dentist appointment',
  description: 'Bring the insurance card.',
  date: '2026-12-03',
  startTime: '17:30',
  endTime: null,
  location: 'Al Noor clinic',
  eventType: 'personal',
  assigneeMemberId: null,
  priority: 'high',
};

function answer(parseVoice: () => { status: number; body: unknown }) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      const { status, body } =
        path === '/api/assistant/parse-voice'
          ? parseVoice()
          : path === '/api/family/members'
            ? { status: 200, body: { members: [] } }
            : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function wrap(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

async function speak(container: HTMLElement, button: string, text: string, remaining: string) {
  fireEvent.click(within(container).getByRole('button', { name: button }));
  const stop = await within(container).findByTestId('voice-stop');
  expect(within(container).getByTestId('voice-remaining').textContent).toBe(remaining);
  act(() => FakeSpeechRecognition.last?.say(text));
  fireEvent.click(stop);
}

describe('voice fills the task and event forms (ai-parse-voice)', () => {
  beforeEach(() => {
    vi.stubGlobal('SpeechRecognition', FakeSpeechRecognition);
    for (const fn of Object.values(toast)) vi.mocked(fn).mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fills a task from what was said (30 s limit) and says so', async () => {
    await i18n.changeLanguage('en');
    const calls = answer(() => ({ status: 200, body: { success: true, parsedData: parsed } }));
    wrap(<TaskForm task={null} pending={false} submitLabel="Add" onSubmit={async () => {}} />);
    const form = screen.getByTestId('task-form');
    await speak(form, 'Fill by voice', 'dentist appointment next thursday at 5:30 pm', '30 s left');
    await waitFor(() =>
      expect(within(form).getByTestId('voice-fill-task').dataset.state).toBe('done'),
    );
    expect(within(form).getByTestId('voice-fill-task').textContent).toContain('AI filled form');
    expect(toast.info).toHaveBeenCalledWith('Speech converted to text! Processing with AI...');
    expect(toast.success).toHaveBeenCalledWith('AI successfully filled the form!', {
      description: 'Voice input processed! Please review and adjust the details.',
    });
    expect(calls.find((c) => c.path === '/api/assistant/parse-voice')?.body).toMatchObject({
      text: 'dentist appointment next thursday at 5:30 pm',
      formType: 'task',
    });
    expect((within(form).getByLabelText(/Title/) as HTMLInputElement).value).toBe(
      'Dentist appointment',
    );
    expect((within(form).getByLabelText(/Location/) as HTMLInputElement).value).toBe(
      'Al Noor clinic',
    );
    expect((within(form).getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Bring the insurance card.',
    );
    expect((within(form).getByLabelText(/Due date/) as HTMLInputElement).value).toBe(
      '2026-12-03T17:30',
    );
    expect((within(form).getByLabelText('Priority') as HTMLSelectElement).value).toBe('high');
  });

  it('falls back to basic parsing: the transcript becomes the title', async () => {
    await i18n.changeLanguage('ar');
    answer(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }));
    wrap(<TaskForm task={null} pending={false} submitLabel="أضف" onSubmit={async () => {}} />);
    const form = screen.getByTestId('task-form');
    await speak(form, 'املأ بالصوت', 'اشتر خبز من البقالة', 'باقي ٣٠ ث');
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith('تعذّر التحليل الذكي، فاستُخدم التحليل الأساسي', {
        description: 'عولج الإدخال الصوتي! راجع التفاصيل وعدّلها إن لزم.',
      }),
    );
    const title = within(form).getAllByRole('textbox')[0] as HTMLInputElement;
    expect(title.value).toBe('اشتر خبز من البقالة');
  });

  it('fills an event (10 s limit): a said time starts it and it lasts an hour', async () => {
    await i18n.changeLanguage('en');
    const calls = answer(() => ({ status: 200, body: { success: true, parsedData: parsed } }));
    wrap(<EventFormDialog open onOpenChange={() => {}} event={null} day="2026-11-25" />);
    const dialog = await screen.findByTestId('event-dialog');
    await speak(dialog, 'Fill by voice', 'dentist appointment thursday at 5:30 pm', '10 s left');
    await waitFor(() =>
      expect(within(dialog).getByTestId('voice-fill-event').dataset.state).toBe('done'),
    );
    expect(calls.find((c) => c.path === '/api/assistant/parse-voice')?.body).toMatchObject({
      formType: 'event',
    });
    const value = (label: RegExp | string) =>
      (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect(value(/Title/)).toBe('Dentist appointment');
    expect(value(/Start/)).toBe('2026-12-03T17:30');
    expect(value(/End/)).toBe('2026-12-03T18:30');
    expect(value(/Location/)).toBe('Al Noor clinic');
    expect(value('Type')).toBe('personal');
  });

  it('keeps the times already there when only a day was said', async () => {
    await i18n.changeLanguage('en');
    answer(() => ({
      status: 200,
      body: {
        success: true,
        parsedData: { ...parsed, startTime: null, endTime: null, date: '2026-12-01' },
      },
    }));
    wrap(<EventFormDialog open onOpenChange={() => {}} event={null} day="2026-11-25" />);
    const dialog = await screen.findByTestId('event-dialog');
    await speak(dialog, 'Fill by voice', 'family dinner on tuesday', '10 s left');
    await waitFor(() =>
      expect(within(dialog).getByTestId('voice-fill-event').dataset.state).toBe('done'),
    );
    const value = (label: RegExp) =>
      (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect(value(/Start/)).toBe('2026-12-01T09:00');
    expect(value(/End/)).toBe('2026-12-01T10:00');
  });

  it('keeps a typed time when only a day was said (issue 27)', async () => {
    await i18n.changeLanguage('en');
    answer(() => ({
      status: 200,
      body: {
        success: true,
        parsedData: { ...parsed, startTime: null, endTime: null, date: '2026-12-01' },
      },
    }));
    wrap(<EventFormDialog open onOpenChange={() => {}} event={null} day="2026-11-25" />);
    const dialog = await screen.findByTestId('event-dialog');
    const input = (label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
    fireEvent.change(input(/Start/), { target: { value: '2026-11-25T14:30' } });
    fireEvent.change(input(/End/), { target: { value: '2026-11-25T16:00' } });
    await speak(dialog, 'Fill by voice', 'family dinner on tuesday', '10 s left');
    await waitFor(() =>
      expect(within(dialog).getByTestId('voice-fill-event').dataset.state).toBe('done'),
    );
    expect(input(/Start/).value).toBe('2026-12-01T14:30');
    expect(input(/End/).value).toBe('2026-12-01T16:00');
  });

  it('says when recording is not possible at all', async () => {
    await i18n.changeLanguage('en');
    vi.unstubAllGlobals();
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ transcription: true, provider: false }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    wrap(<TaskForm task={null} pending={false} submitLabel="Add" onSubmit={async () => {}} />);
    const form = screen.getByTestId('task-form');
    const button = within(form).getByRole('button', { name: 'Fill by voice' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    // jsdom has neither MediaRecorder nor a microphone: the server's transcription cannot be fed.
    fireEvent.click(button);
    expect(toast.error).toHaveBeenCalledWith(
      "Voice input isn't available in this browser. Please type your message instead.",
    );
  });
});
