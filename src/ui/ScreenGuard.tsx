import { Component, type ReactNode } from 'react'

interface Props {
  /** What the player was doing, for the message ("the battle window"). */
  what: string
  onLeave(): void
  children: ReactNode
}

/**
 * A screen that throws shows what went wrong and a way out instead of a blank
 * page; the saved battle is not touched, so Undo or a reload can still reach it.
 */
export class ScreenGuard extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <div className="dialog screen-error" role="alert" data-testid="screen-error">
        <h2>Something went wrong in {this.props.what}</h2>
        <p>
          <code>{error.message}</code>
        </p>
        <p>Your saved battle has not been changed.</p>
        <button
          type="button"
          onClick={() => {
            this.setState({ error: null })
            this.props.onLeave()
          }}
        >
          Back to the start screen
        </button>
      </div>
    )
  }
}
