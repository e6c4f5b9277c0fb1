// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { AppErrorBoundary } from './app-error-boundary';

afterEach(() => cleanup());

describe('AppErrorBoundary', () => {
  it('shows Something went wrong with Reload App and Try Again, and recovers on Try Again', () => {
    vi.mocked(console.error).mockImplementation(() => {});
    let broken = true;
    function Screen() {
      if (broken) throw new Error('render failed');
      return <p>screen content</p>;
    }
    render(
      <AppErrorBoundary>
        <Screen />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'حدث خطأ ما' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إعادة تحميل التطبيق' })).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(screen.getByText('screen content')).toBeTruthy();
  });
});
