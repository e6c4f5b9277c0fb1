import { limits } from '@usra/domain/common/limits';
import { useCallback, useEffect, useState } from 'react';

export const SIDEBAR_COOKIE = 'sidebar_state';

function readCookie(): boolean {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

function writeCookie(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${limits.sidebarCookieMaxAgeSeconds}; SameSite=Lax`;
}

/** The desktop sidebar's open state: kept in a cookie for 7 days, toggled by Ctrl/Cmd+B. */
export function useSidebarOpen() {
  const [open, setOpenState] = useState(readCookie);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeCookie(next);
  }, []);

  const toggle = useCallback(() => {
    setOpenState((previous) => {
      writeCookie(!previous);
      return !previous;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // event.code keeps the shortcut on the B key under an Arabic keyboard layout too.
      if (
        (event.code === 'KeyB' || event.key.toLowerCase() === 'b') &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { open, setOpen, toggle };
}
