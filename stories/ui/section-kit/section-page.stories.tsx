import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn } from "storybook/test";
import { SectionPage, type SectionStatus } from "../../../src/ui/section-page/section-page";
import { storyCanvas } from "../../support/story-canvas";

const onRetry = fn();

const meta = {
  title: "UI/Section kit/Section page",
  component: SectionPage,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The frame of every section and tab: heading, help link, toolbar, a notice after an action, and the named states (loading, empty, failed with Retry, no permission) in place of the content. List sections and detail pages use it already; use it directly for a section that is neither a list nor one item's page (settings, licensing).",
      },
    },
  },
  args: { title: "Farms", part: "farms", children: <p>Content</p> },
  beforeEach: () => {
    onRetry.mockClear();
  },
} satisfies Meta<typeof SectionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready, with the notice an action left. */
export const Ready: Story = {
  args: { notice: { tone: "success", text: "Farm added." } },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByText("Farm added.")).toHaveAttribute("role", "status");
    await expect(canvas.getByText("Content")).toBeVisible();
  },
};

/** The named states every section and tab shows in place of its content. */
export const States: Story = {
  render: (args) => {
    const states: SectionStatus[] = [
      { kind: "loading" },
      { kind: "empty", message: "No farms yet." },
      { kind: "failed", message: "The farms could not be loaded.", onRetry },
      { kind: "noPermission" },
    ];
    return (
      <>
        {states.map((status) => (
          <SectionPage key={status.kind} {...args} title={`Farms (${status.kind})`} status={status} />
        ))}
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText("Loading…")).toHaveAttribute("role", "status");
    await expect(canvas.getByText("No farms yet.")).toBeVisible();
    await expect(canvas.getByText("You do not have permission to view this.")).toBeVisible();
    await expect(canvas.queryByText("Content")).toBeNull();
    await fireEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};
