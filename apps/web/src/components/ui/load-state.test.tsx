// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { LoadState } from './load-state';

afterEach(cleanup);

describe('LoadState', () => {
  it('announces the loading, then says what failed and asks again', () => {
    const onRetry = vi.fn();
    const props = { message: 'Could not load', retryLabel: 'Try again', onRetry };
    const { rerender } = render(<LoadState failed={false} {...props} />);
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(<LoadState failed {...props} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('inline: a plain spinner while loading, a small button after a failure', () => {
    const props = { message: 'Failed', retryLabel: 'Retry', onRetry: () => {} };
    const { rerender } = render(<LoadState variant="inline" failed={false} {...props} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<LoadState variant="inline" failed {...props} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });
});
