import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { useDeclaredStep } from "./declared-step";
import { useDeclaredSteps } from "./declared-wizard";
import { Wizard, type WizardStep } from "./wizard";

interface NameForm {
  name: string;
  note: string;
}

/** A wizard whose first step declares a required name, then a second step; it asks before discarding. */
function NamedWizard({ onCancel }: { onCancel: () => void }) {
  const [values, setValues] = useState<NameForm>({ name: "", note: "" });
  const setField = <Field extends keyof NameForm>(field: Field, value: NameForm[Field]) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  const step = useDeclaredStep(
    {
      id: "name",
      title: "ui.wizard.steps",
      fields: [
        { kind: "text", field: "note", label: "ui.action.ok" },
        { kind: "text", field: "name", label: "ui.action.save", required: true },
      ],
    },
    { values, setField },
  );
  return (
    <Wizard
      isOpen
      title="Add pool"
      steps={[step, { id: "done", title: "Ready", content: <p>All set</p> }]}
      onFinish={() => {}}
      onCancel={onCancel}
      isDirty={values.name !== "" || values.note !== ""}
    />
  );
}

/** A declared wizard whose name step asks the server (`check`) before it goes on. */
function CheckedWizard({ check }: { check: () => Promise<boolean> }) {
  const [values, setValues] = useState<NameForm>({ name: "", note: "" });
  const setField = <Field extends keyof NameForm>(field: Field, value: NameForm[Field]) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  const declared = useDeclaredSteps<NameForm>(
    [
      {
        id: "name",
        title: "ui.wizard.steps",
        checkBeforeNext: check,
        fields: [{ kind: "text", field: "name", label: "ui.action.save", required: true }],
      },
      { id: "done", title: "ui.wizard.finish", fields: [] },
    ],
    { values, setField },
  );
  return <Wizard isOpen title="Add farm" steps={declared} onFinish={() => {}} onCancel={() => {}} />;
}

const steps: WizardStep[] = [
  { id: "type", title: "Type", content: <p>Pick a type</p> },
  { id: "name", title: "Name", content: <p>Name it</p>, isValid: false },
  { id: "done", title: "Ready", content: <p>All set</p> },
];

describe("Wizard", () => {
  it("walks through steps with per-step titles and a step list", () => {
    const onFinish = vi.fn();
    const valid = steps.map((step) => ({ ...step, isValid: true }));
    render(<Wizard isOpen title="Add pool" steps={valid} onFinish={onFinish} onCancel={() => {}} />);
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

  it("refuses Next on an invalid step by showing its reasons at the fields and focusing the first", async () => {
    const user = userEvent.setup();
    render(<NamedWizard onCancel={() => {}} />);
    const name = screen.getByRole("textbox", { name: /Save/ });
    expect(name).toHaveAttribute("aria-required", "true");
    expect(name).not.toHaveAttribute("aria-invalid");
    const next = screen.getByRole("button", { name: "Next" });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(screen.getByRole("heading", { name: "Steps" })).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Required.");
    expect(name).toHaveFocus();
    await user.type(name, "Finance");
    await user.click(next);
    expect(screen.getByRole("heading", { name: "Ready" })).toBeInTheDocument();
  });

  it("says why a step without invalid fields cannot be left, and focuses that", async () => {
    const user = userEvent.setup();
    const choice: WizardStep[] = [
      { id: "pick", title: "Pick", content: <p>Choose an image</p>, isValid: false, problem: "Choose one." },
      { id: "done", title: "Ready", content: null },
    ];
    render(<Wizard isOpen title="Add pool" steps={choice} onFinish={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose one.");
    expect(screen.getByRole("alert")).toHaveFocus();
  });

  it("refuses Finish on an invalid last step", async () => {
    const onFinish = vi.fn();
    const last: WizardStep[] = [{ id: "only", title: "Only", content: null, isValid: false }];
    render(<Wizard isOpen title="Add pool" steps={last} onFinish={onFinish} onCancel={() => {}} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Finish" }));
    expect(onFinish).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("This step is not complete yet");
  });

  it("asks before discarding entries, and closes at once when nothing was entered", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<NamedWizard onCancel={onCancel} />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole("textbox", { name: /Save/ }), "F");
    await user.click(screen.getByRole("button", { name: "Close" }));
    const question = screen.getByRole("dialog", { name: "Discard your entries?" });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("textbox", { name: /Save/ })).toHaveValue("F");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Discard" }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("does not close by itself from the corner button, Escape or Cancel: it tells its owner", () => {
    const onCancel = vi.fn();
    render(<Wizard isOpen title="Add pool" steps={steps} onFinish={() => {}} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(screen.getByText("Pick a type"), { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("dialog")).toHaveAttribute("open");
  });

  it("asks with the wizard's own question title when it has one", () => {
    render(
      <Wizard
        isOpen
        title="Add pool"
        steps={steps}
        onFinish={() => {}}
        onCancel={() => {}}
        isDirty
        discardTitle="Discard the desktop pool?"
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("dialog", { name: "Discard the desktop pool?" })).toBeInTheDocument();
  });

  it("asks the server only about a step whose fields accept the entries", async () => {
    const user = userEvent.setup();
    const check = vi.fn(() => Promise.resolve(true));
    render(<CheckedWizard check={check} />);
    const name = screen.getByRole("textbox", { name: /Save/ });
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(check).not.toHaveBeenCalled();
    expect(name).toHaveAccessibleDescription("Required.");
    expect(name).toHaveFocus();
    await user.type(name, "Farm-1");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Finish" })).toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("waits for a step's question to the server, and stays when it says no", async () => {
    let answer: (mayGoOn: boolean) => void = () => undefined;
    const checkBeforeNext = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const checked: WizardStep[] = [
      { id: "one", title: "One", content: null },
      { id: "two", title: "Two", content: null, checkBeforeNext },
      { id: "three", title: "Three", content: null },
    ];
    render(<Wizard isOpen title="Checked" steps={checked} onFinish={() => {}} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(checkBeforeNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    await act(async () => answer(false));
    expect(screen.getByRole("heading", { name: "Two" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await act(async () => answer(true));
    expect(screen.getByRole("heading", { name: "Three" })).toBeInTheDocument();
  });
});
