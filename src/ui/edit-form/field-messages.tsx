import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type RefObject,
} from "react";

// When a field's message shows, the same in every dialog and wizard: once the administrator left the
// field, or pressed Save, Next or Finish. Nothing is flagged before the administrator had a chance to type.

/** True once Save, Next or Finish was pressed on this form (or wizard step): every message shows. */
export const FormAttemptContext = createContext(false);

/**
 * Whether a field's message is shown yet, and the blur handler that shows it: pass `onBlur` to the input
 * (or the group's wrapper: focus leaving any of its controls counts).
 */
export function useFieldMessageShown(): { isShown: boolean; onBlur: (event: FocusEvent) => void } {
  const isAttempted = useContext(FormAttemptContext);
  const [isLeft, setIsLeft] = useState(false);
  return {
    isShown: isAttempted || isLeft,
    onBlur: (event) => {
      // Moving between a group's own checkboxes is not leaving it.
      if (!event.currentTarget.contains(event.relatedTarget)) setIsLeft(true);
    },
  };
}

/**
 * What marks a required field's label (or a group's legend): an asterisk drawn by the stylesheet, so the
 * label's text stays the field's name; the input itself says so with aria-required.
 */
export const REQUIRED_MARK = { "data-required": true } as const;

const FOCUSABLE = "input, select, textarea, button, [tabindex]";

/**
 * After a refused Save, Next or Finish (each press counts up `attempt`), moves focus to the first invalid
 * field in the container, or else to the element marked `data-form-problem` that says why.
 */
export function useFocusFirstProblem(container: RefObject<HTMLElement | null>, attempt: number): void {
  const seen = useRef(attempt);
  useEffect(() => {
    if (attempt === seen.current) return;
    seen.current = attempt;
    const root = container.current;
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group (a fieldset of checkboxes) is marked as a whole: its first control takes focus.
    const target =
      (invalid && (invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE))) ??
      root?.querySelector<HTMLElement>("[data-form-problem]");
    target?.focus();
  }, [container, attempt]);
}
