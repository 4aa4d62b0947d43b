import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatusIcon, type StatusValue } from "./status-icon";

describe("StatusIcon", () => {
  it.each<[StatusValue, string]>([
    ["ERROR", "Error"],
    ["DOWN", "Down"],
    ["WARN", "Warning"],
    ["UNKNOWN", "Unknown"],
    ["OK", "OK"],
    ["UP", "Up"],
    ["INFO", "Information"],
  ])("shows %s with accessible text %s and a decorative icon", (status, text) => {
    const { container } = render(<StatusIcon status={status} />);
    expect(screen.getByText(text)).toHaveClass("vdc-visually-hidden");
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(container.firstElementChild).toHaveAttribute("data-status", status);
  });

  it("can name a finer value than the status", () => {
    render(<StatusIcon status="OK" label="Audit success" isLabelVisible />);
    expect(screen.getByText("Audit success")).not.toHaveClass("vdc-visually-hidden");
    expect(screen.queryByText("OK")).toBeNull();
  });

  it("can show its text", () => {
    render(<StatusIcon status="OK" isLabelVisible />);
    expect(screen.getByText("OK")).not.toHaveClass("vdc-visually-hidden");
  });
});
