import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { CertificatesSection } from "../../src/sections/certificates/certificates-section";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

interface StoryArgs {
  username: string;
}

const meta = {
  title: "Sections/Certificates",
  args: { username: "admin" },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "inventory"] } },
  beforeEach: signInForStory,
  render: () => <CertificatesSection />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The connection server's certificates: the one in use first, then the self-signed default it replaced. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const grid = await canvas.findByRole("grid", { name: "Certificates" }, { timeout: 10_000 });
    const rows = () =>
      within(grid)
        .getAllByRole("row")
        .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
    await waitFor(() => expect(rows()).toHaveLength(2), { timeout: 10_000 });
    await expect(rows()[0]).toHaveTextContent("Valid");
    await expect(rows()[1]).toHaveTextContent("Invalid");
  },
};

export const ReadOnly: Story = {
  args: { username: "readonly" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const actions = await canvas.findByRole("group", { name: "Certificate actions" }, { timeout: 10_000 });
    await expect(within(actions).getByRole("button", { name: "Renew" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const NoPermission: Story = {
  args: { username: "inventory" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("status", {}, { timeout: 10_000 })).toHaveTextContent(
      "You do not have permission to view certificates.",
    );
  },
};
