import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { hasSession } from '@/features/landing/api/has-session';
import { LandingPage } from '@/features/landing/components/landing-page';
import { paths } from '@/lib/paths';

/**
 * `/` inside the app (a link from the app to the home page). A fresh visit gets the prerendered
 * page from the server instead, which also sends a signed-in visitor on to /app.
 */
export function Component() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void hasSession().then((signedIn) => {
      if (active && signedIn) void navigate(paths.app.root.getHref(), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return <LandingPage />;
}
