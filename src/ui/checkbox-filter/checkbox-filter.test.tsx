import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CheckboxFilter } from "./checkbox-filter";

const OPTIONS = [
  { value: "A", label: "Automated" },
  { value: "M", label: "Manual" },
  { value: "R", label: "RDS" },
];

describe("CheckboxFilter", () => {
  it("reports ticked values in the options' order and clears", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <CheckboxFilter label="Type" options={OPTIONS} selected={["R"]} onChange={onChange} />,
    );
    expect(screen.getByRole("group", { name: "Type" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("checkbox", { name: "Automated" }));
    expect(onChange).toHaveBeenLastCalledWith(["A", "R"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "RDS" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    rerender(<CheckboxFilter label="Type" options={OPTIONS} selected={[]} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "Clear" })).toBeDisabled();
  });
});
