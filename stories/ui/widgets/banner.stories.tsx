import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn } from "storybook/test";
import { showBanner } from "../../../src/core/http/http-status.model";
import { Banner, ConsoleBanner } from "../../../src/ui/banner/banner";
import { storyCanvas } from "../../support/story-canvas";

const meta = {
  title: "UI/Widgets/Banner",
  component: Banner,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A page-wide strip for news that concerns the whole page: the server cannot be reached, an export failed. Sections do not render it themselves; they call showBanner and the console's one banner (ConsoleBanner) shows the latest, replacing the previous. For a message about one form or list, use the section's notice instead.",
      },
    },
  },
  args: { level: "warning", children: "The export failed.", onDismiss: fn() },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One banner as given; errors are alerts, the other levels status messages. */
export const Single: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("The export failed.");
    await fireEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The console's banner: a new banner replaces the previous one. */
export const ConsoleBannerReplaces: Story = {
  name: "Console banner",
  render: () => (
    <>
      <button
        type="button"
        className="vdc-button"
        onClick={() => showBanner("error", "grid.error.loadFailed")}
      >
        Error banner
      </button>
      <button
        type="button"
        className="vdc-button"
        onClick={() => showBanner("warning", "grid.export.failed")}
      >
        Warning banner
      </button>
      <ConsoleBanner />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await fireEvent.click(await canvas.findByRole("button", { name: "Error banner" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The list could not be loaded.");
    await fireEvent.click(canvas.getByRole("button", { name: "Warning banner" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("The export failed.");
    await expect(canvas.queryByRole("alert")).toBeNull();
    await fireEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};
