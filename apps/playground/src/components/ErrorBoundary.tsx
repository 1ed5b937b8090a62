import { Component, type ReactNode } from 'react';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** Called by the "start this view afresh" button (it should clear the view's input and remount it). */
  readonly onReset: () => void;
}

/**
 * Keeps a failure inside one view from blanking the page: a render error (a bug in the app or a package)
 * shows its message and a button that starts the view afresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="error" data-testid="view-crash" role="alert">
        <code>internal</code> this view failed: {error.message}{' '}
        <button type="button" onClick={this.props.onReset}>
          Start this view afresh
        </button>
      </div>
    );
  }
}
