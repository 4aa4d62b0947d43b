import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useState } from "react";
import { expect, fireEvent, waitFor } from "storybook/test";
import { ApiError } from "../../../src/core/http/api-error";
import { EditDialog, FieldError, fieldIds } from "../../../src/ui/edit-form/edit-dialog";
import { useEditForm } from "../../../src/ui/edit-form/use-edit-form";
import { storyCanvas, typeText } from "../../support/story-canvas";

interface PoolForm {
  name: string;
  maxMachines: number;
}

function PoolEditor({ onSave }: { onSave: (form: PoolForm) => Promise<void> }) {
  const formId = useId();
  const [isOpen, setIsOpen] = useState(true);
  const form = useEditForm<PoolForm>({
    initial: { name: "Sales-Win11-01", maxMachines: 20 },
    validate: (values) => ({
      ...(values.name.trim() === "" ? { name: "ui.combobox.required" } : {}),
    }),
    save: onSave,
    onSaved: () => setIsOpen(false),
  });
  if (!isOpen) return <p role="status">Saved</p>;
  return (
    <EditDialog title="Edit pool" form={form} onCancel={() => setIsOpen(false)}>
      <div className="vdc-field">
        <label htmlFor={`${formId}-name`}>Name</label>
        <input
          className="vdc-input"
          {...fieldIds(formId, "name", form.errors.name !== undefined)}
          value={form.values.name}
          onChange={(event) => form.setField("name", event.target.value)}
        />
        <FieldError formId={formId} field="name" message={form.errors.name && "This field is required."} />
      </div>
    </EditDialog>
  );
}

const meta = {
  title: "UI/Section kit/Edit dialog",
  component: EditDialog,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The form pattern for editing an item's settings: a dialog with Cancel and Save, driven by useEditForm (values, validation, the save call). Use it for every Edit action; fieldIds and FieldError tie each field to its message.",
      },
      // The dialog opens as a modal: in its own frame it covers the example, not the docs page.
      story: { inline: false, height: "360px" },
    },
  },
  render: () => (
    <PoolEditor
      onSave={() =>
        Promise.reject(
          ApiError.fromText(
            400,
            JSON.stringify({
              errors: [
                { error_key: "inventory.desktop.pool.name.exists", error_message: "Name already in use" },
              ],
            }),
          ),
        )
      }
    />
  ),
} satisfies Meta;

export default meta;
// The example renders a page of its own: the component is named for its docs, not fed args.
type Story = StoryObj;

/** Save waits for a valid change; a failed save keeps what was typed and says why. */
export const FailedSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const save = await canvas.findByRole("button", { name: "Save" });
    await expect(save).toBeDisabled();
    const name = canvas.getByLabelText("Name");
    await typeText(name, "-copy");
    await expect(save).toBeEnabled();
    await fireEvent.click(save);
    await waitFor(() =>
      // The console's words first; the pod's sentence stays behind Details.
      expect(canvas.getByRole("alert")).toHaveTextContent(
        "The changes were not saved: An item with this name already exists.",
      ),
    );
    await expect(name).toHaveValue("Sales-Win11-01-copy");
  },
};
