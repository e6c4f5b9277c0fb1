// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { Session } from '@usra/domain/auth/auth-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import '@/lib/i18n';
import { routes } from './route-config';

const session: Session = {
  user: {
    id: 'u1',
    email: 'sara@example.com',
    fullName: 'سارة أحمد',
    familyId: 'f1',
    familyName: 'عائلة سارة أحمد',
    role: 'admin',
  },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

// Route modules load lazily; their first import in a cold test run can take a while.
const slow = { timeout: 5000 };

function answerSession(value: Session | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ session: value }), { status: 200 })),
  );
}

function renderAt(path: string, routeObjects: RouteObject[] = routes) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('redirects an unknown path to /404', async () => {
    answerSession(null);
    const router = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('sends a signed-out visitor from /app to /auth', async () => {
    answerSession(null);
    const router = renderAt('/app');
    expect(await screen.findByRole('tab', { name: 'تسجيل الدخول' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('opens the dashboard for /app/ when signed in, with the family center sidebar', async () => {
    answerSession(session);
    const router = renderAt('/app/');
    expect(await screen.findByText('عائلة سارة أحمد', {}, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/dashboard');
    expect(screen.getByRole('complementary', { name: 'مركز العائلة' })).toBeTruthy();
    expect(screen.getByText('sara@example.com')).toBeTruthy();
  });

  it('sends a signed-in visitor from / to the app', async () => {
    answerSession(session);
    const router = renderAt('/');
    await screen.findByText('عائلة سارة أحمد', {}, slow);
    expect(router.state.location.pathname).toBe('/app/dashboard');
  });

  it('shows the router error page with the status of an unhandled routing error', async () => {
    answerSession(null);
    vi.mocked(console.error).mockImplementation(() => {});
    const failing: RouteObject[] = [
      {
        path: '/',
        ErrorBoundary: routes[0]?.ErrorBoundary,
        children: [
          {
            path: 'boom',
            loader: () => {
              throw new Response('Nope', { status: 503, statusText: 'Service Unavailable' });
            },
            element: null,
          },
        ],
      },
    ];
    renderAt('/boom', failing);
    expect(
      await screen.findByRole('heading', { name: 'خطأ غير متوقع في التطبيق!' }, slow),
    ).toBeTruthy();
    expect(screen.getByText('503 Service Unavailable')).toBeTruthy();
  });
});
