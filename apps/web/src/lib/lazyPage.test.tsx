import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, loadPage, tracked } from './lazyPage';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

/** A page module whose load ends when the test says so. */
function deferredPage() {
  let finish: () => void = () => undefined;
  const loaded = new Promise<typeof Greeting>((resolve) => {
    finish = () => resolve(Greeting);
  });
  const load = vi.fn(() => loaded);
  return { load, finish: () => act(async () => finish()) };
}

const inSuspense = (children: React.ReactNode) => (
  <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
);

describe('a lazily loaded page', () => {
  it('loaded before its first render, renders at once: no fallback, not even for a turn', async () => {
    const { load, finish } = deferredPage();
    const Page = lazyPage(load);
    const loading = Page.load();
    await finish();
    await loading;
    render(inSuspense(<Page name="Ada" />));
    // Synchronously after render: no await, so a fallback shown for a turn would be seen here.
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rendered first, shows the fallback until its module is there, and loads it once', async () => {
    const { load, finish } = deferredPage();
    const Page = lazyPage(load);
    render(inSuspense(<Page name="Ada" />));
    expect(screen.getByText('Loading')).toBeVisible();
    await finish();
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeVisible();
    void Page.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps its state when its parent renders again after the load ended', async () => {
    const { load, finish } = deferredPage();
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
    }
    const Page = lazyPage(() => load().then(() => Counter));
    function Parent() {
      const [, rerender] = useState(0);
      return (
        <>
          <button onClick={() => rerender((n) => n + 1)}>Render again</button>
          {inSuspense(<Page />)}
        </>
      );
    }
    render(<Parent />);
    await finish();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    // The same element stayed mounted: swapping the lazy for the loaded page would reset it.
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
  });

  it('that fails to load shows the error through the nearest boundary, not a loader forever', async () => {
    const Page = lazyPage<{ name: string }>(() => Promise.reject(new Error('chunk failed')));
    await expect(Page.load()).rejects.toThrow('chunk failed');
    await expect(loadPage(Page)).rejects.toThrow('chunk failed');
  });
});

describe('loadPage', () => {
  it('loads a lazy page and passes a page that is already here', async () => {
    const { load, finish } = deferredPage();
    const Page = lazyPage(load);
    const loading = loadPage(Page);
    await finish();
    await expect(loading).resolves.toBe(Greeting);
    await expect(loadPage(Greeting)).resolves.toBeUndefined();
    await expect(loadPage(undefined)).resolves.toBeUndefined();
  });
});

describe('tracked', () => {
  it('marks a promise with how it ended, as use() reads it', async () => {
    const fulfilled = tracked(Promise.resolve(42));
    expect(fulfilled).toMatchObject({ status: 'pending' });
    await fulfilled;
    expect(fulfilled).toMatchObject({ status: 'fulfilled', value: 42 });
    const rejected = tracked(Promise.reject(new Error('no')));
    await rejected.catch(() => undefined);
    expect(rejected).toMatchObject({ status: 'rejected', reason: new Error('no') });
    expect(tracked(fulfilled)).toBe(fulfilled);
  });
});
