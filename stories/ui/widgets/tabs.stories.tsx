import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn } from "storybook/test";
import { Tabs, type TabsProps } from "../../../src/ui/tabs/tabs";
import { storyCanvas, storyShadowRoot } from "../../support/story-canvas";

/** Tabs whose selection is kept here; the panel names the selected tab. */
function TabsDemo(props: TabsProps<string>) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <Tabs
      {...props}
      selected={selected}
      onSelect={(id) => {
        setSelected(id);
        props.onSelect(id);
      }}
    >
      <p>{props.tabs.find((tab) => tab.id === selected)?.label} content</p>
    </Tabs>
  );
}

const meta = {
  title: "UI/Widgets/Tabs",
  component: Tabs,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Switches between views of one item (a pool's summary, machines, events) with one panel below. Use it inside a page; an item's page gets them from the detail page, whose tabs build on these and, in the standalone console, keep the chosen tab in the address.",
      },
    },
  },
  args: {
    label: "Pool",
    tabs: [
      { id: "summary", label: "Summary" },
      { id: "machines", label: "Machines" },
      { id: "events", label: "Events" },
    ],
    selected: "summary",
    onSelect: fn(),
    children: null,
  },
  render: (args) => <TabsDemo {...args} />,
} satisfies Meta<typeof Tabs<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs with one panel; arrow keys (wrapping), Home and End move between tabs. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const summary = await canvas.findByRole("tab", { name: "Summary" });
    summary.focus();
    await fireEvent.keyDown(summary, { key: "ArrowLeft" });
    await expect(canvas.getByRole("tab", { name: "Events" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Events content");
    await expect(args.onSelect).toHaveBeenCalledWith("events");
    await fireEvent.keyDown(canvas.getByRole("tab", { name: "Events" }), { key: "Home" });
    // Focus inside a shadow root shows on the root, not on the document.
    await expect(storyShadowRoot(canvasElement).activeElement).toBe(
      canvas.getByRole("tab", { name: "Summary" }),
    );
  },
};
