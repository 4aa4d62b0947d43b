import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Wizard, type WizardStep } from "./wizard";

const steps: WizardStep[] = [
  { id: "type", title: "Type", content: <p>Pick a type</p> },
  { id: "name", title: "Name", content: <p>Name it</p>, isValid: false },
  { id: "done", title: "Ready", content: <p>All set</p> },
];

describe("Wizard", () => {
  it("walks through steps with per-step titles and a step list", () => {
    const onFinish = vi.fn();
    const valid = steps.map((step) => ({ ...step, isValid: true }));
    render(<Wizard isOpen title="Add pool" steps={valid} onFinish={onFinish} onCancelRequest={() => {}} />);
    expect(screen.getByRole("dialog", { name: "Add pool" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Type" })).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Name" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Steps" });
    expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent("Name");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it("keeps Next disabled on an invalid step", () => {
    render(<Wizard isOpen title="Add pool" steps={steps} onFinish={() => {}} onCancelRequest={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("does not close from the corner button, Escape or Cancel: it asks its owner", () => {
    const onCancelRequest = vi.fn();
    render(
      <Wizard isOpen title="Add pool" steps={steps} onFinish={() => {}} onCancelRequest={onCancelRequest} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(screen.getByText("Pick a type"), { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancelRequest).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("dialog")).toHaveAttribute("open");
  });

  it("uses a step's own footer", () => {
    const custom: WizardStep[] = [
      {
        id: "one",
        title: "One",
        content: null,
        footer: ({ next, isLast }) => (
          <button type="button" onClick={next}>
            {isLast ? "Last" : "Onwards"}
          </button>
        ),
      },
      { id: "two", title: "Two", content: null },
    ];
    render(<Wizard isOpen title="Custom" steps={custom} onFinish={() => {}} onCancelRequest={() => {}} />);
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Onwards" }));
    expect(screen.getByRole("heading", { name: "Two" })).toBeInTheDocument();
  });
});
