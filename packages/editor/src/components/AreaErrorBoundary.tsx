import { Component, type ReactNode } from 'react';
import { CrashMessage } from './crash/CrashMessage';
import { asError } from './crash/error-report';
import '../ui/button.css';

interface AreaErrorBoundaryProps {
  /** When this changes (e.g. the route), a failed area gets another chance. */
  resetKey?: string;
  children: ReactNode;
}

interface AreaErrorBoundaryState {
  error: Error | null;
}

/**
 * Keeps one failing area (a screen that threw, or whose code could not be downloaded, e.g. after
 * an update replaced the files) from taking the whole editor down: the rest of the editor (the
 * header with Save, the other areas) keeps working, and unsaved edits stay in the entity store.
 * 'Attempt Recovery' draws the area again; moving to another route (`resetKey`) does too.
 */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, AreaErrorBoundaryState> {
  override state: AreaErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): AreaErrorBoundaryState {
    return { error: asError(error) };
  }

  override componentDidUpdate(previous: AreaErrorBoundaryProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <CrashMessage error={error}>
        <button
          type="button"
          className="atelier-button"
          onClick={() => this.setState({ error: null })}
        >
          Attempt Recovery
        </button>
        <a className="atelier-button is-secondary" href={window.location.href}>
          Reload
        </a>
      </CrashMessage>
    );
  }
}
