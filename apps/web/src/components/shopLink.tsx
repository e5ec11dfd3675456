import type { MouseEvent, ReactNode, Ref } from 'react';

interface ShopLinkProps {
  url: string;
  /** Records the visit and goes (useLeaveForShop). */
  leave: () => Promise<void>;
  /** How it looks: a result page's action, a status page's button. */
  className: string;
  ref?: Ref<HTMLAnchorElement>;
  children: ReactNode;
}

// Ctrl/Cmd/Shift-click and the middle button open the shop elsewhere: the browser's job.
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A real link to the shop, target _top so that inside a merchant's frame the shop replaces the
 * whole page (the click is the user activation a frame needs for that). A plain click records
 * the visit first and then goes, through the same code as the countdown.
 */
export function ShopLink({ url, leave, className, ref, children }: ShopLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    void leave();
  };
  return (
    <a ref={ref} href={url} target="_top" className={className} onClick={onClick}>
      {children}
    </a>
  );
}
