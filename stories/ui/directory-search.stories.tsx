import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, within } from "storybook/test";
import { clearAdminRoles } from "../../src/core/privileges/privileges.model";
import { clearSession } from "../../src/core/session/session.model";
import { DirectorySearchDialog } from "../../src/ui/entitlements/directory-search-dialog";
import { storyCanvas, typeText } from "../support/story-canvas";
import { signInToEmulator } from "../support/story-emulator";

const meta = {
  title: "UI/Directory search",
  component: DirectorySearchDialog,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Finds users and groups in the pod's Active Directory domains by name, optionally under a container, and hands the chosen ones back. Use it wherever an administrator picks directory accounts: entitlements, administrators, an unauthenticated access user (single selection).",
      },
      // Each example signs in to the in-browser pod and opens a modal dialog: each gets its own frame.
      story: { inline: false, height: "560px" },
    },
  },
  beforeEach: async () => {
    await signInToEmulator("admin");
    return () => {
      clearAdminRoles();
      clearSession();
    };
  },
  args: {
    isOpen: true,
    title: "Add users or groups",
    onAdd: fn(() => Promise.resolve()),
    onCancel: fn(),
  },
} satisfies Meta<typeof DirectorySearchDialog>;

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
