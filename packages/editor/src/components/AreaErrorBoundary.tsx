import { Component, type ReactNode } from 'react';
import './AreaErrorBoundary.css';

interface AreaErrorBoundaryProps {
  /** When this changes (e.g. the route), a failed area gets another chance. */
  resetKey?: string;
  children: ReactNode;
}

interface AreaErrorBoundaryState {
  failed: boolean;
}

/**
 * Keeps one failing area (a screen that threw, or whose code could not be downloaded, e.g. after
 * an update replaced the files) from taking the whole editor down. Moving to another route
 * (`resetKey`) starts afresh.
 */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, AreaErrorBoundaryState> {
  override state: AreaErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AreaErrorBoundaryState {
    return { failed: true };
  }

  override componentDidUpdate(previous: AreaErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="atelier-area-error" role="alert">
        <p>The editor has encountered an unexpected error. Please reload.</p>
        <a href={window.location.href}>Reload</a>
      </div>
    );
  }
}
