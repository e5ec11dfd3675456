import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './errorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of a blank page when a child throws', () => {
    // React and the boundary both report the error; the test only cares about the fallback.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={<p>fallback shown</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fallback shown')).toBeVisible();
    vi.mocked(console.error).mockRestore();
  });
});
