import { useEffect, useRef } from 'react';
import { useSession } from '../session/sessionContext';

let firstScreen = true;

/**
 * A screen's heading. It takes the focus when the screen was opened by navigating inside the
 * console (not on the page's first load), so a screen reader starts reading the new screen and
 * the keyboard continues from its top; and it names the browser tab.
 */
export function ScreenTitle({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { session } = useSession();
  useEffect(() => {
    document.title = `${children} · ${session.merchant.name}`;
  }, [children, session.merchant.name]);
  useEffect(() => {
    if (firstScreen) firstScreen = false;
    else heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className="screen-title">
      {children}
    </h1>
  );
}
