/**
 * An error boundary: when what it wraps throws while rendering (or a lazy page's chunk fails to
 * load), it shows `fallback` instead. A change of `resetKey` (the path, for a page) clears the
 * error, so leaving a broken page shows the next one.
 */
import { Component, type ReactNode } from "react"

type Props = { fallback: ReactNode; resetKey?: string; children: ReactNode }
type State = { failed: boolean; key: string | undefined }

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
