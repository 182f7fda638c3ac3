import { act } from "@testing-library/react"

/**
 * Waits for the frame that answers an input and the task after it: the calls an input asks for
 * are sent then (lib/tasks.ts), and their answers come in that act.
 */
export const afterPaint = (): Promise<void> =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
