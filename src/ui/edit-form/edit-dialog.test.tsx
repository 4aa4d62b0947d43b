import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useId } from "react";
import { describe, expect, it, vi } from "vitest";
import { SectionPage } from "../section-page/section-page";
import { EditDialog } from "./edit-dialog";
import { TextField } from "./form-fields";
import { useEditForm } from "./use-edit-form";

interface RoleForm {
  name: string;
  description: string;
}

/** A role-like form: a required name, then a free description. */
function RoleDialog({ save, success }: { save: () => Promise<void>; success?: string }) {
  const formId = useId();
  const form = useEditForm<RoleForm>({
    initial: { name: "", description: "" },
    validate: (values) => (values.name.trim() === "" ? { name: "ui.form.required" } : {}),
    save,
    ...(success ? { success: () => success } : {}),
  });
  return (
    <EditDialog title="Add role" form={form} onCancel={() => {}}>
      <TextField form={form} formId={formId} field="description" label="ui.action.ok" />
      <TextField form={form} formId={formId} field="name" label="ui.action.close" required />
    </EditDialog>
  );
}

describe("EditDialog with the kit's fields", () => {
  it("marks a required field and shows no message before the administrator leaves it", async () => {
    const user = userEvent.setup();
    render(<RoleDialog save={() => Promise.resolve()} />);
    const name = screen.getByRole("textbox", { name: /Close/ });
    expect(name).toHaveAttribute("aria-required", "true");
    expect(screen.getByText("Close")).toHaveAttribute("data-required");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Required.")).toBeNull();
    await user.click(name);
    await user.tab();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Required.");
  });

  it("answers Save on an invalid form with every message and focus on the first invalid field", async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve());
    render(<RoleDialog save={save} />);
    await user.type(screen.getByRole("textbox", { name: /OK/ }), "Auditors of the east");
    const saveButton = screen.getByRole("button", { name: "Save" });
    expect(saveButton).toBeEnabled();
    await user.click(saveButton);
    expect(save).not.toHaveBeenCalled();
    const name = screen.getByRole("textbox", { name: /Close/ });
    expect(name).toHaveAccessibleDescription("Required.");
    expect(name).toHaveFocus();
  });

  it("announces a save once, on the page's notice line", async () => {
    const user = userEvent.setup();
    render(
      <SectionPage title="Roles" part="roles">
        <RoleDialog save={() => Promise.resolve()} success="Role Auditors is saved." />
      </SectionPage>,
    );
    expect(screen.queryByRole("status")).toBeNull();
    await user.type(screen.getByRole("textbox", { name: /Close/ }), "Auditors");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Role Auditors is saved.");
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });
});
