import { Component, type ReactNode } from 'react';
import { CrashMessage } from '../components/crash/CrashMessage';
import { asError } from '../components/crash/error-report';

interface EditorErrorBoundaryState {
  error: Error | null;
}

/**
 * The last line: catches what no area boundary caught (the shell itself), so the user sees what
 * happened and can report it instead of a blank page. The entity store lives above it, so edits
 * made before the crash are still there for the save flow.
 */
export class EditorErrorBoundary extends Component<
  { children: ReactNode },
  EditorErrorBoundaryState
> {
  override state: EditorErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): EditorErrorBoundaryState {
    return { error: asError(error) };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <CrashMessage error={error} />;
  }
}
