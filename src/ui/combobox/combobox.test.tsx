import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Combobox, type ComboboxProps } from "./combobox";

const OPTIONS = [
  { value: "ex", label: "EXAMPLE" },
  { value: "lab", label: "LAB" },
  { value: "corp", label: "CORP.EXAMPLE" },
];

function Harness(props: Partial<ComboboxProps> & { onPick?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Combobox
      label="Domain"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onPick?.(next);
      }}
      {...props}
    />
  );
}

describe("Combobox", () => {
  it("follows the ARIA combobox pattern and filters as you type", () => {
    render(<Harness />);
    const input = screen.getByRole("combobox", { name: "Domain" });
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveAttribute("aria-required", "true");
    fireEvent.change(input, { target: { value: "exa" } });
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "EXAMPLE",
      "CORP.EXAMPLE",
    ]);
  });

  it("picks with arrow keys and Enter, pointing aria-activedescendant at the active option", () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    const input = screen.getByRole("combobox");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const active = screen.getAllByRole("option")[1]!;
    expect(input).toHaveAttribute("aria-activedescendant", active.id);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onPick).toHaveBeenCalledWith("lab");
    expect(input).toHaveValue("LAB");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("picks with the mouse and clears with Escape", () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    const input = screen.getByRole("combobox");
    fireEvent.click(screen.getByRole("button", { name: "Show options" }));
    fireEvent.click(screen.getByRole("option", { name: "CORP.EXAMPLE" }));
    expect(onPick).toHaveBeenLastCalledWith("corp");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(onPick).toHaveBeenLastCalledWith(null);
  });

  it("shows the required error once left empty, and says when nothing matches", () => {
    render(<Harness />);
    const input = screen.getByRole("combobox");
    expect(screen.queryByText("This field is required.")).toBeNull();
    fireEvent.change(input, { target: { value: "zzz" } });
    expect(screen.getByText("No matches")).toBeInTheDocument();
    fireEvent.blur(input);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("This field is required.");
    expect(input).toHaveValue("");
  });

  it("accepts exact typed text as the choice, shows custom error text, and can be optional", () => {
    const onPick = vi.fn();
    const { unmount } = render(<Harness onPick={onPick} />);
    const input = screen.getByRole("combobox");
    fireEvent.change(input, { target: { value: "lab" } });
    fireEvent.blur(input);
    expect(onPick).toHaveBeenCalledWith("lab");
    unmount();
    render(<Harness isRequired={false} errorText="Domain unreachable" />);
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-required", "false");
    expect(screen.getByRole("combobox")).toHaveAccessibleDescription("Domain unreachable");
  });
});
