import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from "react";
import { useErrorText } from "../i18n/error-text";
import { useTranslation } from "../i18n/use-translation";

/** One thing the palette can open. */
export interface PaletteItem<Target> {
  /** Unique within the results. */
  key: string;
  label: string;
  /** A second line: where the item lives, whose it is. */
  detail?: string;
  target: Target;
}

/** The results of one kind (desktop pools, machines, ...), in the order they are shown. */
export interface PaletteGroup<Target> {
  kind: string;
  /** The group's heading (translated). */
  label: string;
  items: readonly PaletteItem<Target>[];
}

export interface CommandPaletteProps<Target> {
  /** Accessible name of the search box (translated). */
  label: string;
  placeholder?: string;
  /** Finds what matches the text; the signal aborts when the text changes before the answer. */
  search: (text: string, signal: AbortSignal) => Promise<readonly PaletteGroup<Target>[]>;
  onChoose: (item: PaletteItem<Target>) => void;
  /** How long typing must pause before a search starts. */
  debounceMs?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/** Fewer characters match too much of a large pod to be worth a round trip. */
export const MIN_SEARCH_LENGTH = 2;
const DEFAULT_DEBOUNCE_MS = 250;

type SearchState<Target> =
  | { status: "idle" }
  | { status: "searching"; text: string }
  | { status: "done"; text: string; groups: readonly PaletteGroup<Target>[] }
  | { status: "failed"; text: string; error: unknown };

/**
 * One search box over everything (an ARIA combobox with a grouped listbox): searches as you type after a
 * pause, aborts the search of a text that changed, and never shows the answer to an earlier text.
 */
export function CommandPalette<Target>({
  label,
  placeholder,
  search,
  onChoose,
  debounceMs = DEFAULT_DEBOUNCE_MS,
  inputRef,
}: CommandPaletteProps<Target>) {
  const t = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [text, setText] = useState("");
  const [state, setState] = useState<SearchState<Target>>({ status: "idle" });
  const [activeIndex, setActiveIndex] = useState(-1);
  const [isOpen, setIsOpen] = useState(false);
  // The latest search function without restarting a search when only its identity changed.
  const searchRef = useRef(search);
  useLayoutEffect(() => {
    searchRef.current = search;
  });

  useEffect(() => {
    const query = text.trim();
    if (query.length < MIN_SEARCH_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: "searching", text: query });
      searchRef.current(query, controller.signal).then(
        (groups) => {
          if (!controller.signal.aborted) setState({ status: "done", text: query, groups });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: "failed", text: query, error });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, debounceMs]);

  // A text too short to search shows nothing, whatever an earlier text found.
  const current: SearchState<Target> = text.trim().length < MIN_SEARCH_LENGTH ? { status: "idle" } : state;
  const groups = current.status === "done" ? current.groups.filter((group) => group.items.length > 0) : [];
  const items = groups.flatMap((group) => group.items);
  const active = items[activeIndex];
  const optionId = (index: number) => `${id}-option-${index}`;
  const showList = isOpen && current.status !== "idle";
  const firstIndexOf = groups.map((_, at) =>
    groups.slice(0, at).reduce((count, group) => count + group.items.length, 0),
  );

  const choose = (item: PaletteItem<Target>) => {
    onChoose(item);
    setText("");
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setIsOpen(true);
      if (items.length === 0) return;
      const isDown = event.key === "ArrowDown";
      setActiveIndex((current) => {
        if (current < 0) return isDown ? 0 : items.length - 1;
        return (current + (isDown ? 1 : -1) + items.length) % items.length;
      });
    } else if (event.key === "Enter") {
      const item = active ?? (items.length === 1 ? items[0] : undefined);
      if (!item) return;
      event.preventDefault();
      choose(item);
    } else if (event.key === "Escape") {
      if (showList) {
        event.preventDefault();
        setIsOpen(false);
      } else if (text !== "") {
        event.preventDefault();
        setText("");
      }
    }
  };

  let status = "";
  if (current.status === "searching") status = t("ui.commandPalette.searching");
  else if (current.status === "failed") status = errorText(current.error);
  else if (current.status === "done")
    status =
      items.length === 0
        ? t("ui.commandPalette.noMatches", { text: current.text })
        : t("ui.commandPalette.matches", { count: items.length });

  return (
    <div className="vdc-command-palette" part="command-palette">
      <input
        ref={inputRef}
        type="search"
        className="vdc-command-palette__input"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={showList && active ? optionId(activeIndex) : undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-listbox`}
        role="listbox"
        aria-label={label}
        className="vdc-command-palette__list"
        hidden={!showList || items.length === 0}
      >
        {groups.map((group, groupIndex) => (
          <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
            <div id={`${id}-${group.kind}`} role="presentation" className="vdc-command-palette__heading">
              {group.label}
            </div>
            {group.items.map((item, itemIndex) => {
              const optionIndex = (firstIndexOf[groupIndex] ?? 0) + itemIndex;
              return (
                <div
                  key={item.key}
                  id={optionId(optionIndex)}
                  role="option"
                  aria-selected={optionIndex === activeIndex}
                  className="vdc-command-palette__option"
                  // Choosing with the pointer must not blur the box first (the list would close under it).
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(item)}
                >
                  <span className="vdc-command-palette__label">{item.label}</span>
                  {item.detail ? <span className="vdc-command-palette__detail">{item.detail}</span> : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div
        id={`${id}-status`}
        // Beside a list of matches the count is only announced; alone it says why there is no list.
        className={showList && items.length === 0 ? "vdc-command-palette__status" : "vdc-visually-hidden"}
        role="status"
      >
        {status}
      </div>
    </div>
  );
}

/** Ctrl+K, or Cmd+K on a Mac: the shortcut command palettes share. */
export function isPaletteShortcut(event: globalThis.KeyboardEvent): boolean {
  return (
    event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  );
}

/** Focuses the palette's box on Ctrl+K (Cmd+K) anywhere in the document while enabled. */
export function usePaletteShortcut(input: RefObject<HTMLInputElement | null>, isEnabled = true): void {
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [input, isEnabled]);
}
