import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Frame of the public pages: sticky header, content, footer. */
export function SiteLayout({ onLanding, children }: { onLanding: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader onLanding={onLanding} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter onLanding={onLanding} />
    </div>
  );
}
