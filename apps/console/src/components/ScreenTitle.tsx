import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { useSession } from '../session/sessionContext';

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
  // The first load (and the browser's back and forward) is a POP. Not "the first screen shown":
  // one still loading its chunk when the merchant moved on would leave the next without focus.
  // Read as the screen opens: a later change of its address (the links' filters) moves nothing.
  const openedByNavigating = useRef(useNavigationType() !== 'POP');
  useEffect(() => {
    if (openedByNavigating.current) heading.current?.focus();
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className="screen-title">
      {children}
    </h1>
  );
}
