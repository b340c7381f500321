import { Component, type ReactNode } from 'react';
import { type Location, useLocation } from 'react-router';
import { RouteError } from './route-error';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  location: Location;
  error: { thrown: unknown } | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, error: null };

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    return { error: { thrown } };
  }

  // A new address clears the error, as the router's own error boundaries do.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, error: null };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error.thrown} /> : this.props.children;
  }
}

/** Shows RouteError instead of `children` when they throw while rendering (a lazy page that failed to load too). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
