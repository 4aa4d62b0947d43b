import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, waitFor } from "storybook/test";
import { ConfirmDialog, type ConfirmDialogProps } from "../../../src/ui/dialog/dialog";
import { StatusIcon } from "../../../src/ui/status-icon/status-icon";
import { storyCanvas } from "../../support/story-canvas";

/** A button that opens the dialog; OK and Cancel close it again. */
function ConfirmDemo(props: ConfirmDialogProps) {
  const [isOpen, setIsOpen] = useState(props.isOpen);
  return (
    <>
      <button type="button" className="vdc-button" onClick={() => setIsOpen(true)}>
        {props.title}
      </button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onConfirm={() => {
          props.onConfirm();
          setIsOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setIsOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "UI/Widgets/Confirm dialog",
  component: ConfirmDialog,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A modal question before an action that cannot be undone or that affects many items (remove, disable, log off). It is a native <dialog> inside the element's shadow root, so it is modal to the element, never to the portal's page. Use the danger variant for destructive actions.",
      },
    },
  },
  args: {
    isOpen: false,
    title: "Remove pool",
    icon: <StatusIcon status="WARN" />,
    confirmVariant: "danger",
    children: "Remove Pool 001 and its machines?",
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native <dialog> in the shadow root, with icon and footer buttons. */
export const Destructive: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await fireEvent.click(await canvas.findByRole("button", { name: "Remove pool" }));
    const dialog = await canvas.findByRole("dialog", { name: "Remove pool" });
    await expect(dialog).toHaveAttribute("open");
    await fireEvent.click(canvas.getByRole("button", { name: "OK" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
  },
};
