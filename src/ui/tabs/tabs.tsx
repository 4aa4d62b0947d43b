import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface Tab<Id extends string> {
  id: Id;
  label: string;
}

export interface TabsProps<Id extends string> {
  /** Accessible name of the tab list (translated text). */
  label: string;
  /** The tabs in order, each with its id and label (translated text). */
  tabs: readonly Tab<Id>[];
  /** The id of the tab shown. */
  selected: Id;
  /** Called with the id of the tab the administrator picks. */
  onSelect: (id: Id) => void;
  /** The selected tab's panel content. */
  children: ReactNode;
}

/** An ARIA tab list with one panel (the selected tab's); arrow keys, Home and End move between tabs. */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, children }: TabsProps<Id>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  function focusTab(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${tab.id}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  }

  return (
    <div className="vdc-tabs">
      <div role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown} className="vdc-tabs__list">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            data-tab={tab.id}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="vdc-tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        className="vdc-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
