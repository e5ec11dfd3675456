import { describe, expect, it } from 'vitest';
import { openInTopWindow } from './openInTopWindow';

const SHOP_URL = 'https://shop.example/orders/1';

/** Just enough of a window: its location, and the top window of its frame tree. */
function aWindow(location: { href: string } = { href: 'http://localhost/uuid/x/success' }) {
  const page = { location } as { location: { href: string }; self?: unknown; top?: unknown };
  page.self = page;
  page.top = page;
  return page as unknown as Window & { top: Window | null };
}

describe('openInTopWindow', () => {
  it('navigates the page itself when it is not framed', () => {
    const page = aWindow();
    openInTopWindow(SHOP_URL, page);
    expect(page.location.href).toBe(SHOP_URL);
  });

  it('navigates the top window when the page is framed, leaving the frame alone', () => {
    const page = aWindow();
    const merchantPage = aWindow({ href: 'https://merchant.example/pay' });
    page.top = merchantPage;
    openInTopWindow(SHOP_URL, page);
    expect(merchantPage.location.href).toBe(SHOP_URL);
    expect(page.location.href).toBe('http://localhost/uuid/x/success');
  });

  it('navigates the frame when the browser refuses to let it navigate the top window', () => {
    const page = aWindow();
    const refusing = {
      set href(_url: string) {
        throw new DOMException('not allowed to navigate the top window', 'SecurityError');
      },
    };
    page.top = aWindow(refusing as { href: string });
    openInTopWindow(SHOP_URL, page);
    expect(page.location.href).toBe(SHOP_URL);
  });
});
