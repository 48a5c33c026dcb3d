import { useCallback, useRef, useState } from 'react';

/**
 * `useReducer` whose `send` returns the next state at once, so that a handler can start the call the
 * new state asks for (send the code, verify it) without an effect that Strict Mode would run twice.
 */
export function useMachine<State, Event>(
  reducer: (state: State, event: Event) => State,
  initial: () => State,
): readonly [State, (event: Event) => State] {
  const [state, setState] = useState(initial);
  const current = useRef(state);
  const send = useCallback(
    (event: Event) => {
      const next = reducer(current.current, event);
      if (next !== current.current) {
        current.current = next;
        setState(next);
      }
      return next;
    },
    [reducer],
  );
  return [state, send] as const;
}
