import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawingPainted } from './drawingPainted';

/** Whether the promise has settled by now (after the microtasks already queued). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('drawingPainted', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in a task after the frame that follows the next one, not in a frame', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    const painted = drawingPainted();
    expect(await settled(painted)).toBe(false);
    // The next frame paints the drawing; its paint is reported while the one after is made.
    frame?.(16);
    expect(await settled(painted)).toBe(false);
    frame?.(32);
    // A frame's callbacks run before its paint: still waiting.
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled(painted)).toBe(true);
  });

  it('gives up waiting when no frame comes, as in a tab opened in the background', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const painted = drawingPainted(300);
    await vi.advanceTimersByTimeAsync(299);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });
});
