// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage } from '@usra/domain/assistant/assistant-schema';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import { FakeSpeechRecognition } from '@/testing/fake-speech-recognition';
import { AssistantLauncher } from './assistant-launcher';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

function message(role: 'user' | 'assistant', content: string, extra: Partial<ChatMessage> = {}) {
  return {
    id: `${role}-${content}`,
    role,
    content,
    messageType: 'text',
    createdAt: '2026-11-25T08:00:00.000Z',
    metadata: { actions: [], suggestions: [], intent: null, choices: [], undo: null },
    ...extra,
  } satisfies ChatMessage;
}

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

interface Answers {
  latest?: unknown;
  send?: (body: Record<string, unknown>) => { status: number; body: unknown };
  transcription?: boolean;
}

function answer({ latest = null, send, transcription = false }: Answers) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      calls.push({ method, path, body });
      const json = (status: number, data: unknown) =>
        new Response(data === null ? null : JSON.stringify(data), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      if (path === '/api/assistant/conversations/latest')
        return latest ? json(200, latest) : new Response(null, { status: 204 });
      if (path === '/api/assistant/capabilities')
        return json(200, { transcription, provider: false });
      if (
        (path === '/api/assistant/messages' ||
          path === '/api/assistant/choose' ||
          path === '/api/assistant/undo') &&
        send
      ) {
        const result = send(body ?? {});
        return json(result.status, result.body);
      }
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return calls;
}

function reply(
  content: string,
  extra: Partial<ChatMessage['metadata']> = {},
  conversationId = 'c1',
) {
  const msg = message('assistant', content, {
    id: `r-${content}`,
    metadata: { actions: [], suggestions: [], intent: null, choices: [], undo: null, ...extra },
  });
  return {
    status: 200,
    body: {
      conversationId,
      message: msg,
      response: content,
      actions: msg.metadata.actions,
      suggestions: msg.metadata.suggestions,
      choices: msg.metadata.choices,
      undo: msg.metadata.undo,
    },
  };
}

function renderLauncher() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AssistantLauncher />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

async function openPanel(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByTestId('assistant-panel');
}

describe('assistant panel', () => {
  beforeEach(() => {
    vi.mocked(toast.error).mockClear();
    FakeSpeechRecognition.last = null;
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the history as text, sends on Enter but not on Shift+Enter, links actions, chips send', async () => {
    await i18n.changeLanguage('en');
    const calls = answer({
      latest: {
        id: 'c1',
        messages: [
          message('user', 'hello <b>there</b>'),
          message('assistant', 'Hi! How can I help?'),
        ],
      },
      send: (body) =>
        body.content === 'add a task buy bread tomorrow'
          ? reply("I added the task “buy bread”.\nI've completed 1 action for you.", {
              actions: [
                { kind: 'task_created', id: 't1', label: 'buy bread', link: '/app/tasks?task=t1' },
              ],
              suggestions: ["What's due tomorrow?"],
            })
          : reply('Tomorrow: buy bread.'),
    });
    renderLauncher();
    const panel = await openPanel('Family assistant');
    const user = await within(panel).findByText('hello <b>there</b>');
    expect(user.querySelector('b')).toBeNull();
    expect(within(panel).getByText('Hi! How can I help?')).toBeTruthy();

    const box = within(panel).getByLabelText('Message to the assistant');
    fireEvent.change(box, { target: { value: 'add a task buy bread tomorrow' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls.filter((c) => c.path === '/api/assistant/messages')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    const link = await within(panel).findByRole('link', { name: /Task created: buy bread/ });
    expect(link.getAttribute('href')).toBe('/app/tasks?task=t1');
    expect(within(panel).getByText(/I've completed 1 action for you\./)).toBeTruthy();
    const sent = calls.find((c) => c.path === '/api/assistant/messages');
    expect(sent?.body).toMatchObject({
      conversationId: 'c1',
      content: 'add a task buy bread tomorrow',
      messageType: 'text',
      language: 'en',
    });
    expect(typeof sent?.body?.timeZone).toBe('string');
    expect((box as HTMLTextAreaElement).value).toBe('');

    fireEvent.click(within(panel).getByRole('button', { name: "What's due tomorrow?" }));
    await within(panel).findByText('Tomorrow: buy bread.');
    expect(calls.filter((c) => c.path === '/api/assistant/messages').at(-1)?.body).toMatchObject({
      content: "What's due tomorrow?",
    });
  });

  it.each([
    ['en', 'Complete “Call the plumber”?', 'Confirm', 'Cancel', 'Undo'],
    ['ar', 'أعلّم «اتصل بالسباك» كمكتملة؟', 'تأكيد', 'إلغاء', 'تراجع'],
  ] as const)(
    'answers a question back with its chips and offers Undo (%s)',
    async (language, question, confirm, cancel, undoLabel) => {
      await i18n.changeLanguage(language);
      const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
      const calls = answer({
        latest: {
          id: 'c1',
          messages: [
            message('assistant', question, {
              id: 'q1',
              metadata: {
                actions: [],
                suggestions: [],
                intent: null,
                undo: null,
                choices: [
                  { kind: 'confirm', label: confirm, pendingId: 'p1', option: 'confirm' },
                  { kind: 'cancel', label: cancel, pendingId: 'p1', option: 'cancel' },
                ],
              },
            }),
          ],
        },
        send: (body) =>
          body.pendingId
            ? reply('Done.', {
                actions: [
                  { kind: 'task_completed', id: 't1', label: 'x', link: '/app/tasks?task=t1' },
                ],
                undo: { id: 'u1', expiresAt },
              })
            : reply('Undone.'),
      });
      renderLauncher();
      const panel = await openPanel(language === 'en' ? 'Family assistant' : 'مساعد العائلة');
      const chips = await within(panel).findByTestId('assistant-choices');
      expect(
        within(chips)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([confirm, cancel]);
      fireEvent.click(within(chips).getByRole('button', { name: confirm }));
      await within(panel).findByText('Done.');
      expect(calls.find((c) => c.path === '/api/assistant/choose')?.body).toMatchObject({
        conversationId: 'c1',
        pendingId: 'p1',
        option: 'confirm',
        language,
      });
      // The chips belong to the question just answered: they are gone now.
      expect(within(panel).queryByTestId('assistant-choices')).toBeNull();
      const undo = within(panel).getByTestId('assistant-undo');
      expect(undo.textContent).toBe(undoLabel);
      fireEvent.click(undo);
      await within(panel).findByText('Undone.');
      expect(calls.find((c) => c.path === '/api/assistant/undo')?.body).toMatchObject({
        conversationId: 'c1',
        undoId: 'u1',
      });
      expect(within(panel).queryByTestId('assistant-undo')).toBeNull();
    },
  );

  it('sends a message whose Enter came while the conversation was loading, once it has loaded', async () => {
    await i18n.changeLanguage('en');
    const calls = answer({ send: () => reply('Added the task “milk”.') });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/assistant/conversations/latest')) await held;
      return original(input, init);
    });
    renderLauncher();
    const panel = await openPanel('Family assistant');
    const box = await within(panel).findByRole('textbox');
    fireEvent.change(box, { target: { value: 'add milk' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(calls.some((c) => c.path === '/api/assistant/messages')).toBe(false);
    release();
    await within(panel).findByText('Added the task “milk”.');
    const sent = calls.filter((c) => c.path === '/api/assistant/messages');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ content: 'add milk' });
  });

  it('starts an empty conversation in Arabic with the starter chips', async () => {
    await i18n.changeLanguage('ar');
    const calls = answer({ send: () => reply('أضفت المهمة «شراء خبز».', {}, 'new-c') });
    renderLauncher();
    const panel = await openPanel('مساعد العائلة');
    expect((await within(panel).findByTestId('assistant-welcome')).textContent).toContain(
      'أنا مساعد العائلة',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'أضف مهمة شراء خبز بكرة' }));
    await within(panel).findByText('أضفت المهمة «شراء خبز».');
    expect(calls.find((c) => c.path === '/api/assistant/messages')?.body).toMatchObject({
      conversationId: null,
      content: 'أضف مهمة شراء خبز بكرة',
      language: 'ar',
    });
  });

  it.each([
    [
      'en',
      'Failed to send message. Please try again.',
      "I'm sorry, I encountered an error. Please try again.",
    ],
    ['ar', 'تعذّر إرسال الرسالة. حاول مرة أخرى.', 'عذرًا، حدث خطأ. حاول مرة أخرى.'],
  ] as const)(
    'on failure (%s) shows the toast and an error reply',
    async (language, toastText, bubble) => {
      await i18n.changeLanguage(language);
      answer({
        send: () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }),
      });
      renderLauncher();
      const panel = await openPanel(language === 'en' ? 'Family assistant' : 'مساعد العائلة');
      const box = await within(panel).findByRole('textbox');
      await waitFor(() => expect(within(panel).queryByTestId('assistant-welcome')).toBeTruthy());
      fireEvent.change(box, { target: { value: 'hello' } });
      fireEvent.keyDown(box, { key: 'Enter' });
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(toastText));
      const error = await within(panel).findByText(bubble);
      expect(error.closest('[data-error="true"]')).toBeTruthy();
      expect(within(panel).getByText('hello')).toBeTruthy();
    },
  );

  it('minimises to a bar with the last message, opens again and closes', async () => {
    await i18n.changeLanguage('en');
    answer({ latest: { id: 'c1', messages: [message('assistant', 'You have 2 tasks today.')] } });
    renderLauncher();
    const panel = await openPanel('Family assistant');
    await within(panel).findByText('You have 2 tasks today.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Minimise' }));
    const bar = await screen.findByTestId('assistant-minimised');
    expect(screen.queryByTestId('assistant-panel')).toBeNull();
    expect(within(bar).getByTestId('assistant-last-message').textContent).toBe(
      'You have 2 tasks today.',
    );
    fireEvent.click(within(bar).getByRole('button', { name: 'Open the conversation' }));
    const again = await screen.findByTestId('assistant-panel');
    fireEvent.click(within(again).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('assistant-panel')).toBeNull();
    expect(screen.queryByTestId('assistant-minimised')).toBeNull();
    expect(screen.getByRole('button', { name: 'Family assistant' })).toBeTruthy();
  });

  it('records with the browser recognition: recording with stop and countdown, processing, sent', async () => {
    await i18n.changeLanguage('ar');
    vi.stubGlobal('SpeechRecognition', FakeSpeechRecognition);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = answer({ send: () => reply('تم.') });
    // The reply waits until the test has seen 'AI Processing...'.
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/messages')) await held;
      return original(input, init);
    });
    renderLauncher();
    const panel = await openPanel('مساعد العائلة');
    await within(panel).findByTestId('assistant-welcome');
    expect(within(panel).getByTestId('voice-vendor-note').textContent).toContain(
      'بعض المتصفحات ترسل صوتك',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'إدخال صوتي' }));
    const voice = within(panel).getByTestId('assistant-voice');
    expect(voice.dataset.state).toBe('recording');
    expect(FakeSpeechRecognition.last?.lang).toBe('ar-SA');
    expect(within(voice).getByTestId('voice-remaining').textContent).toBe('باقي ٣٠ ث');
    act(() => FakeSpeechRecognition.last?.say('وش عندي اليوم'));
    fireEvent.click(within(voice).getByRole('button', { name: 'إيقاف التسجيل' }));
    await waitFor(() =>
      expect(within(panel).getByTestId('assistant-voice').dataset.state).toBe('processing'),
    );
    expect(within(panel).getByTestId('assistant-voice').textContent).toContain(
      'جارٍ التحليل بالذكاء الاصطناعي...',
    );
    release();
    await waitFor(() =>
      expect(within(panel).getByTestId('assistant-voice').dataset.state).toBe('done'),
    );
    expect(within(panel).getByTestId('assistant-voice').textContent).toContain(
      'أُرسلت الرسالة الصوتية',
    );
    expect(calls.find((c) => c.path === '/api/assistant/messages')?.body).toMatchObject({
      content: 'وش عندي اليوم',
      messageType: 'voice',
    });
  });

  it('says when no speech was heard', async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal('SpeechRecognition', FakeSpeechRecognition);
    answer({});
    renderLauncher();
    const panel = await openPanel('Family assistant');
    await within(panel).findByTestId('assistant-welcome');
    fireEvent.click(within(panel).getByRole('button', { name: 'Voice input' }));
    act(() => {
      FakeSpeechRecognition.last?.onerror?.({ error: 'no-speech' });
      FakeSpeechRecognition.last?.onend?.();
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('No speech detected. Please try again.'),
    );
    expect(within(panel).getByTestId('assistant-voice').dataset.state).toBe('idle');
  });

  it('says the microphone was refused', async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal('SpeechRecognition', FakeSpeechRecognition);
    answer({});
    renderLauncher();
    const panel = await openPanel('Family assistant');
    await within(panel).findByTestId('assistant-welcome');
    fireEvent.click(within(panel).getByRole('button', { name: 'Voice input' }));
    act(() => {
      FakeSpeechRecognition.last?.onerror?.({ error: 'not-allowed' });
      FakeSpeechRecognition.last?.onend?.();
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Microphone access was blocked. Allow the microphone for this site in your browser settings.',
      ),
    );
  });

  it('without recognition or server transcription says so and focuses the text box', async () => {
    await i18n.changeLanguage('en');
    answer({ transcription: false });
    renderLauncher();
    const panel = await openPanel('Family assistant');
    const button = await within(panel).findByRole('button', { name: 'Voice input' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(within(panel).queryByTestId('voice-vendor-note')).toBeNull();
    (button as HTMLButtonElement).focus();
    fireEvent.click(button);
    expect(toast.error).toHaveBeenCalledWith(
      "Voice input isn't available in this browser. Please type your message instead.",
    );
    expect(document.activeElement).toBe(within(panel).getByRole('textbox'));
  });
});
