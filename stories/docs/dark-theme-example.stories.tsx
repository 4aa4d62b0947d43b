import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Banner } from "../../src/ui/banner/banner";
import { ButtonBar } from "../../src/ui/button-bar/button-bar";
import { DropdownSelect } from "../../src/ui/dropdown-select/dropdown-select";
import { VdcRoot } from "../../src/ui/root/vdc-root";
import { StatusIcon } from "../../src/ui/status-icon/status-icon";
import { storyCanvas } from "../support/story-canvas";
import { PORTAL_DARK_TOKENS } from "./theming-snippets";

/**
 * Widgets under the guide's dark portal theme: the tokens sit on a host above a dark VdcRoot, as a portal's
 * CSS sits on an element above its shadow root.
 */
function DarkPortalExample({ onAction }: { onAction: () => void }) {
  return (
    <div style={PORTAL_DARK_TOKENS} data-testid="themed-host">
      <VdcRoot theme="dark">
        <div style={{ display: "grid", gap: "0.75rem", padding: "1rem" }}>
          <ButtonBar
            label="Pool actions"
            can={() => true}
            items={[
              { id: "add", label: "ui.wizard.next", onClick: onAction, variant: "primary" },
              { id: "edit", label: "ui.wizard.back", onClick: onAction },
            ]}
          />
          <p>
            <StatusIcon status="OK" isLabelVisible /> <StatusIcon status="WARN" isLabelVisible />{" "}
            <StatusIcon status="ERROR" isLabelVisible />
          </p>
          <DropdownSelect
            label="Power policy"
            value="SUSPEND"
            onChange={onAction}
            options={[
              { value: "SUSPEND", label: "Suspend" },
              { value: "POWER_OFF", label: "Power off" },
            ]}
          />
          <Banner level="warning">The export failed.</Banner>
        </div>
      </VdcRoot>
    </div>
  );
}

const meta = {
  title: "Design/Dark theme example",
  component: DarkPortalExample,
  args: { onAction: fn() },
} satisfies Meta<typeof DarkPortalExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The theming guide's dark example: its tokens reach the widgets, and axe finds their contrast enough. */
export const PortalDark: Story = {
  name: "Portal dark theme",
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const host = await canvas.findByTestId("themed-host");
    const root = host.querySelector(".vdc-root")!;
    await expect(getComputedStyle(root).backgroundColor).toBe("rgb(20, 22, 31)");
    const primary = canvas.getByRole("button", { name: "Next" });
    await expect(getComputedStyle(primary).backgroundColor).toBe("rgb(143, 180, 255)");
  },
};
