/**
 * The session flag `login=1` (set by the main site after signing in). On navigation, when the
 * flag is present it is removed and the page reloads; logging out calls the API, then clears
 * the flag and reloads (a failed logout goes to the shared failure handler).
 */
export interface State {
  readonly flag: boolean
  readonly loggingOut: boolean
}

export type Event =
  | { readonly _tag: "Navigated" }
  | { readonly _tag: "LogoutRequested" }
  | { readonly _tag: "LogoutDone" }
  | { readonly _tag: "LogoutFailed"; readonly error: unknown }

export type Effect =
  | { readonly _tag: "RemoveFlag" }
  | { readonly _tag: "Reload" }
  | { readonly _tag: "CallLogout" }
  | { readonly _tag: "HandleFailure"; readonly error: unknown }

/** The state for a session-storage value of the flag. */
export const fromStorage = (value: string | null | undefined): State => ({
  flag: value === "1",
  loggingOut: false,
})

const CLEAR_AND_RELOAD: ReadonlyArray<Effect> = [{ _tag: "RemoveFlag" }, { _tag: "Reload" }]

export const step = (state: State, event: Event): [State, ReadonlyArray<Effect>] => {
  switch (event._tag) {
    case "Navigated":
      return state.flag ? [{ ...state, flag: false }, CLEAR_AND_RELOAD] : [state, []]
    case "LogoutRequested":
      return state.loggingOut
        ? [state, []]
        : [{ ...state, loggingOut: true }, [{ _tag: "CallLogout" }]]
    case "LogoutDone":
      return [{ flag: false, loggingOut: false }, CLEAR_AND_RELOAD]
    case "LogoutFailed":
      return [{ ...state, loggingOut: false }, [{ _tag: "HandleFailure", error: event.error }]]
  }
}
