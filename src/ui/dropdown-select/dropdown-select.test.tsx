import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DropdownSelect } from "./dropdown-select";

describe("DropdownSelect", () => {
  it("is a labelled select reporting the chosen value", () => {
    const onChange = vi.fn();
    render(
      <DropdownSelect
        label="Power policy"
        value="ALWAYS_POWERED_ON"
        onChange={onChange}
        options={[
          { value: "ALWAYS_POWERED_ON", label: "Always on" },
          { value: "SUSPEND", label: "Suspend" },
          { value: "POWER_OFF", label: "Power off", isDisabled: true },
        ]}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Power policy" });
    expect(select).toHaveValue("ALWAYS_POWERED_ON");
    fireEvent.change(select, { target: { value: "SUSPEND" } });
    expect(onChange).toHaveBeenCalledWith("SUSPEND");
    expect(screen.getByRole("option", { name: "Power off" })).toBeDisabled();
  });
});
