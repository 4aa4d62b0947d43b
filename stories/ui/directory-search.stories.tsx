import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { clearSession } from "../../src/core/session/session.model";
import { DirectorySearchDialog } from "../../src/ui/entitlements/directory-search-dialog";
import { storyCanvas, typeText } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";

const meta = {
  title: "UI/Directory search",
  beforeEach: async () => {
    await signInToEmulator("admin");
    return () => {
      clearAdminRoles();
      clearSession();
    };
  },
  render: () => (
    <DirectorySearchDialog
      isOpen
      title="Add users or groups"
      onAdd={() => Promise.resolve()}
      onCancel={() => undefined}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Users and groups found by name, narrowed to a container given by distinguished name. */
export const ByContainer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await storyCanvas(canvasElement).findByRole(
      "dialog",
      { name: "Add users or groups" },
      { timeout: 10_000 },
    );
    await typeText(within(dialog).getByLabelText("Name contains"), "a");
    await typeText(within(dialog).getByLabelText("Container (optional)"), "OU=Sales,OU=People");
    await fireEvent.click(within(dialog).getByRole("button", { name: "Find" }));
    const grid = await within(dialog).findByRole(
      "grid",
      { name: "Matching users and groups" },
      { timeout: 10_000 },
    );
    await expect(grid).toBeInTheDocument();
  },
};

/** A subtree search by container name is refused before any call, with the spec's message. */
export const SubtreeByNameRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await storyCanvas(canvasElement).findByRole(
      "dialog",
      { name: "Add users or groups" },
      { timeout: 10_000 },
    );
    await typeText(within(dialog).getByLabelText("Container (optional)"), "Sales");
    await fireEvent.click(within(dialog).getByLabelText("Include sub-containers"));
    await fireEvent.click(within(dialog).getByRole("button", { name: "Find" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Subtree search not supported for container or OU name.",
    );
  },
};
