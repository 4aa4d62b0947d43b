import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, waitFor } from "storybook/test";
import { ButtonBar } from "../../../src/ui/button-bar/button-bar";
import { storyCanvas, storyShadowRoot } from "../../support/story-canvas";

const onAction = fn();

const meta = {
  title: "UI/Widgets/Button bar",
  component: ButtonBar,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The row of actions above a grid or on an item's page. Use it for every set of actions a section declares: items bound to a privilege stay focusable but unavailable (aria-disabled, the missing privilege as a tooltip on hover and focus) or are hidden for administrators without it, and rarely used actions go into a dropdown group so the bar stays short.",
      },
    },
  },
  args: {
    label: "Pool actions",
    can: (expression) => expression !== "POOL_MANAGEMENT",
    items: [
      { id: "add", label: "grid.toolbar.refresh", onClick: onAction, variant: "primary" },
      { id: "edit", label: "ui.wizard.next", onClick: onAction, privilege: "POOL_MANAGEMENT" },
      {
        id: "gone",
        label: "ui.wizard.back",
        onClick: onAction,
        privilege: "POOL_MANAGEMENT",
        privilegeMode: "hide",
      },
      {
        kind: "group",
        id: "more",
        label: "ui.dropdown.more",
        items: [
          { id: "export", label: "grid.export.button", onClick: onAction },
          { id: "close", label: "ui.action.close", onClick: onAction, isDisabled: true },
        ],
      },
    ],
  },
  beforeEach: () => {
    onAction.mockClear();
  },
} satisfies Meta<typeof ButtonBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons and a dropdown group; privilege-bound items are unavailable (with their reason) or hidden. */
export const WithPrivilegesAndGroup: Story = {
  name: "Privileges and a group",
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const unavailable = await canvas.findByRole("button", { name: "Next" });
    await expect(unavailable).toHaveAttribute("aria-disabled", "true");
    unavailable.focus();
    await expect(canvas.getByRole("tooltip")).toBeVisible();
    await fireEvent.click(unavailable);
    await expect(onAction).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("button", { name: "Back" })).toBeNull();
    const more = canvas.getByRole("button", { name: /More actions/ });
    await fireEvent.keyDown(more, { key: "ArrowDown" });
    const item = await canvas.findByRole("menuitem", { name: "Export" });
    await waitFor(() => expect(storyShadowRoot(canvasElement).activeElement).toBe(item));
    await fireEvent.click(item);
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};
