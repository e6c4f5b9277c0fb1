import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { failureToast } from './failure-toast';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => vi.mocked(toast.error).mockClear());

describe('failureToast', () => {
  it("puts the screen's title over what went wrong, in the reader's language", () => {
    failureToast('Could not save', new ApiError(409, { code: 'CONFLICT', message: 'x' }));
    expect(toast.error).toHaveBeenCalledWith('Could not save', {
      description: 'This was changed by someone else. Reload and try again.',
    });
  });

  it('says the session ended in the words given, and only for a lost session', () => {
    const ended = new ApiError(401, { code: 'SESSION_EXPIRED', message: 'x' });
    failureToast('Could not save', ended, { sessionEnded: 'Sign in again' });
    expect(toast.error).toHaveBeenLastCalledWith('Could not save', {
      description: 'Sign in again',
    });
    failureToast('Could not save', new Error('offline'), { sessionEnded: 'Sign in again' });
    expect(vi.mocked(toast.error).mock.lastCall?.[1]).not.toEqual({
      description: 'Sign in again',
    });
  });
});
