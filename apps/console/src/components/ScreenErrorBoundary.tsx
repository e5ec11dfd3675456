import { Component } from 'react';
import type { ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';

interface State {
  failed: unknown;
}

/**
 * A screen that throws while rendering shows an error in its place; the header and navigation
 * stay, so the user can go elsewhere instead of facing a blank page. Keyed by the address, so
 * another screen starts clean.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: error ?? new Error('render failed') };
  }

  override render() {
    return this.state.failed ? <ErrorMessage error={this.state.failed} /> : this.props.children;
  }
}
