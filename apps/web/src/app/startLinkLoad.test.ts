import { PAGE_SCRIPTS_BLOCK_ID } from '@paypage/contract/pageData';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageScriptsAfterFirstPaint } from './startLinkLoad';

function pageScriptsBlock(value: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_SCRIPTS_BLOCK_ID;
  block.textContent = JSON.stringify(value);
  document.head.append(block);
}

const added = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
    (element) => ({
      tag: element.tagName.toLowerCase(),
      src: element.getAttribute('src') ?? element.getAttribute('href'),
      integrity: element.getAttribute('integrity'),
      crossOrigin: element.getAttribute('crossorigin'),
    }),
  );

describe('a drawn page’s scripts, fetched after its first paint (decision 0026)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds them once the first frame is painted, in order, with their integrity', () => {
    vi.useFakeTimers();
    pageScriptsBlock([
      { src: '/assets/index-e1.js', preload: false, integrity: 'sha384-entry' },
      { src: '/assets/card-c1.js', preload: true },
    ]);
    loadPageScriptsAfterFirstPaint();
    expect(added()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(added()).toEqual([
      { tag: 'script', src: '/assets/index-e1.js', integrity: 'sha384-entry', crossOrigin: '' },
      { tag: 'link', src: '/assets/card-c1.js', integrity: null, crossOrigin: '' },
    ]);
    // The fallback for a tab without frames does not add them a second time.
    vi.advanceTimersByTime(1_000);
    expect(added()).toHaveLength(2);
  });

  it('adds nothing on a page the service did not draw, nor from a block it did not write', () => {
    vi.useFakeTimers();
    loadPageScriptsAfterFirstPaint();
    vi.advanceTimersByTime(1_000);
    expect(added()).toEqual([]);
    pageScriptsBlock([{ src: 'https://elsewhere.example/x.js', preload: false }]);
    loadPageScriptsAfterFirstPaint();
    vi.advanceTimersByTime(1_000);
    expect(added()).toEqual([]);
  });
});
