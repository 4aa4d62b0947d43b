import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CommandPalette, type PaletteGroup } from "./command-palette";

interface Pending {
  text: string;
  signal: AbortSignal;
  answer: (groups: PaletteGroup<string>[]) => void;
}

function harness() {
  const pending: Pending[] = [];
  const search = (text: string, signal: AbortSignal) =>
    new Promise<PaletteGroup<string>[]>((answer) => pending.push({ text, signal, answer }));
  const onChoose = vi.fn();
  render(<CommandPalette label="Search" search={search} onChoose={onChoose} debounceMs={0} />);
  const box = screen.getByRole("combobox", { name: "Search" });
  fireEvent.focus(box);
  return { box, pending, onChoose };
}

const groupFor = (text: string): PaletteGroup<string>[] => [
  { kind: "machines", label: "Machines", items: [{ key: text, label: `machine ${text}`, target: text }] },
];

describe("CommandPalette", () => {
  it("never shows the answer to an earlier text, and aborts its search", async () => {
    const { box, pending } = harness();
    fireEvent.change(box, { target: { value: "ab" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    fireEvent.change(box, { target: { value: "abc" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(pending.map((search) => search.text)).toEqual(["ab", "abc"]);
    expect(pending[0]!.signal.aborted).toBe(true);

    // The later text answers first, then the earlier one arrives late.
    await act(async () => pending[1]!.answer(groupFor("abc")));
    await act(async () => pending[0]!.answer(groupFor("ab")));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["machine abc"]);
  });

  it("waits for typing to pause before searching", async () => {
    const pending: string[] = [];
    render(
      <CommandPalette
        label="Search"
        search={(text) => {
          pending.push(text);
          return Promise.resolve([]);
        }}
        onChoose={vi.fn()}
        debounceMs={50}
      />,
    );
    const box = screen.getByRole("combobox", { name: "Search" });
    for (const text of ["m", "ma", "mac", "mach"]) fireEvent.change(box, { target: { value: text } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(pending).toEqual(["mach"]);
  });

  it("is a combobox with a grouped listbox: arrows move, Enter chooses, Escape closes then clears", async () => {
    const { box, pending, onChoose } = harness();
    expect(box).toHaveAttribute("aria-expanded", "false");
    fireEvent.change(box, { target: { value: "sa" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    await act(async () =>
      pending[0]!.answer([
        { kind: "pools", label: "Desktop pools", items: [{ key: "p1", label: "Sales", target: "pool" }] },
        {
          kind: "machines",
          label: "Machines",
          items: [{ key: "m1", label: "sales-001", target: "machine" }],
        },
      ]),
    );
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("group", { name: "Machines" })).toBeInTheDocument();
    expect(screen.getByRole("status").textContent).toBe("Matches: 2");

    fireEvent.keyDown(box, { key: "ArrowUp" });
    const last = screen.getAllByRole("option")[1]!;
    expect(box).toHaveAttribute("aria-activedescendant", last.id);
    expect(last).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("sa");
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box).toHaveValue("");

    fireEvent.change(box, { target: { value: "sal" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    await act(async () => pending[1]!.answer(groupFor("sal")));
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ target: "sal" }));
  });
});
