import { Component, Fragment, type ReactNode } from 'react';

interface EditorBoundaryProps {
  children: ReactNode;
  /** Shown if the editor keeps failing. */
  fallback: ReactNode;
}

interface EditorBoundaryState {
  attempt: number;
  hasCrashed: boolean;
}

const MAX_ATTEMPTS = 3;

/**
 * Re-creates the rich-text editor if it throws (Tiptap can, when React shows it again after its
 * instance was destroyed); the text lives in the form, so nothing is lost. Gives up after a few tries.
 */
export class EditorBoundary extends Component<EditorBoundaryProps, EditorBoundaryState> {
  override state: EditorBoundaryState = { attempt: 0, hasCrashed: false };

  static getDerivedStateFromError(): Partial<EditorBoundaryState> {
    return { hasCrashed: true };
  }

  override componentDidUpdate(): void {
    if (this.state.hasCrashed && this.state.attempt < MAX_ATTEMPTS) {
      this.setState(({ attempt }) => ({ attempt: attempt + 1, hasCrashed: false }));
    }
  }

  override render() {
    if (this.state.hasCrashed) return this.state.attempt < MAX_ATTEMPTS ? null : this.props.fallback;
    // A new key makes a new editor.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
