import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordError } from './errorLogStore';

export interface ErrorLogBoundaryProps {
  /** Shown in place of the content that failed to render. */
  fallback: ReactNode;
  /** Changing it (a navigation) clears the failure so the next view renders. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

/** Records uncaught render errors of the routed content in the error log. */
export class ErrorLogBoundary extends Component<ErrorLogBoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorLogBoundaryProps, state: BoundaryState): Partial<BoundaryState> {
    return props.resetKey === state.resetKey ? {} : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    const stack = [error.stack, info.componentStack].filter(Boolean).join('\n');
    recordError(Object.assign(new Error(error.message), { stack }), window.location.href);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
