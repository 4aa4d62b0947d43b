import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, waitFor } from "storybook/test";
import { CommandPalette, type PaletteGroup } from "../../../src/ui/command-palette/command-palette";
import { storyCanvas } from "../../support/story-canvas";

interface Target {
  section: string;
  id: string;
}

const POOLS = ["Sales-Win11-01", "Sales-Win11-02", "Engineering-Linux"];
const MACHINES = ["sales-vm-001", "sales-vm-002", "eng-vm-001"];

/** What a pod would answer: the names containing the text, grouped by kind. */
async function searchFixtures(text: string): Promise<readonly PaletteGroup<Target>[]> {
  const matching = (names: readonly string[], section: string) =>
    names
      .filter((name) => name.toLowerCase().includes(text.toLowerCase()))
      .map((name) => ({ key: `${section}:${name}`, label: name, target: { section, id: name } }));
  return [
    { kind: "desktopPools", label: "Desktop pools", items: matching(POOLS, "desktop-pool") },
    { kind: "machines", label: "Machines", items: matching(MACHINES, "machine") },
  ].filter((group) => group.items.length > 0);
}

const meta = {
  title: "UI/Widgets/Command palette",
  component: CommandPalette<Target>,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "One search box over everything a pod holds (pools, machines, users, sessions, sections), as an ARIA combobox with results grouped by kind. It searches after a pause in typing, cancels the search of a text that changed and never shows an earlier text's answer. The console's header and <vdc-command-palette> give it the pod's searches.",
      },
    },
  },
  args: {
    label: "Search the console",
    placeholder: "Pools, machines, users…",
    search: (text: string) => searchFixtures(text),
    onChoose: fn(),
    debounceMs: 100,
  },
} satisfies Meta<typeof CommandPalette<Target>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type part of a name, arrow to a result, Enter opens it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const box = await canvas.findByRole("combobox", { name: "Search the console" });
    box.focus();
    await fireEvent.change(box, { target: { value: "sales-vm" } });
    const listbox = await canvas.findByRole("listbox", {}, { timeout: 5_000 });
    await waitFor(() => expect(listbox).toHaveTextContent("sales-vm-002"));
    await fireEvent.keyDown(box, { key: "ArrowDown" });
    await fireEvent.keyDown(box, { key: "Enter" });
    await expect(args.onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ target: { section: "machine", id: "sales-vm-001" } }),
    );
  },
};

/** A search that fails says why in the box's status line, and shows no results. */
export const SearchFailed: Story = {
  args: { search: () => Promise.reject(new Error("The pod did not answer")) },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const box = await canvas.findByRole("combobox", { name: "Search the console" });
    await fireEvent.change(box, { target: { value: "sales" } });
    await waitFor(() => expect(canvas.getByRole("status")).not.toBeEmptyDOMElement(), { timeout: 5_000 });
    await expect(canvas.queryAllByRole("option")).toHaveLength(0);
  },
};
