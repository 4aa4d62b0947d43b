import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, waitFor } from "storybook/test";
import { showBanner } from "../../src/core/http/http-status.model";
import { ConsoleBanner } from "../../src/ui/banner/banner";
import { LoadFailed } from "../../src/ui/load-failed/load-failed";
import { ButtonBar } from "../../src/ui/button-bar/button-bar";
import { CheckboxFilter } from "../../src/ui/checkbox-filter/checkbox-filter";
import { Combobox } from "../../src/ui/combobox/combobox";
import { ConfirmDialog } from "../../src/ui/dialog/dialog";
import { DropdownSelect } from "../../src/ui/dropdown-select/dropdown-select";
import { HelpLink } from "../../src/ui/help-link/help-link";
import { MoreInfoPopover } from "../../src/ui/more-info/more-info-popover";
import { ProgressMask } from "../../src/ui/progress-mask/progress-mask";
import { StatusIcon } from "../../src/ui/status-icon/status-icon";
import { Tabs } from "../../src/ui/tabs/tabs";
import { Wizard } from "../../src/ui/wizard/wizard";
import { storyCanvas, typeText } from "../support/story-canvas";

interface WidgetArgs {
  onAction: () => void;
}

const meta = {
  title: "UI/Widgets",
  args: { onAction: fn() },
} satisfies Meta<WidgetArgs>;

export default meta;
type Story = StoryObj<WidgetArgs>;

function shadowRootOf(canvasElement: HTMLElement): ShadowRoot {
  return canvasElement.querySelector('[data-testid="story-host"]')!.shadowRoot!;
}

/** Buttons and a dropdown group; privilege-bound items are disabled or hidden. */
export const ButtonBarStory: Story = {
  name: "Button bar",
  render: ({ onAction }) => (
    <ButtonBar
      label="Pool actions"
      can={(expression) => expression !== "POOL_MANAGEMENT"}
      items={[
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
      ]}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Next" })).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Back" })).toBeNull();
    const more = canvas.getByRole("button", { name: /More actions/ });
    await fireEvent.keyDown(more, { key: "ArrowDown" });
    const item = await canvas.findByRole("menuitem", { name: "Export" });
    await waitFor(() => expect(shadowRootOf(canvasElement).activeElement).toBe(item));
    await fireEvent.click(item);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

function ComboboxDemo() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Combobox
      label="Domain"
      value={value}
      onChange={setValue}
      options={[
        { value: "example", label: "EXAMPLE" },
        { value: "lab", label: "LAB" },
        { value: "corp", label: "CORP.EXAMPLE" },
      ]}
    />
  );
}

/** Searchable, required by default. */
export const ComboboxStory: Story = {
  name: "Combobox",
  render: () => <ComboboxDemo />,
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const input = await canvas.findByRole("combobox", { name: "Domain" });
    await typeText(input, "corp");
    await expect(canvas.getAllByRole("option")).toHaveLength(1);
    await fireEvent.keyDown(input, { key: "ArrowDown" });
    await fireEvent.keyDown(input, { key: "Enter" });
    await expect(input).toHaveValue("CORP.EXAMPLE");
    await fireEvent.keyDown(input, { key: "Escape" });
    // React listens to focusout for onBlur.
    await fireEvent.focusOut(input);
    await waitFor(() => expect(canvas.getByText("This field is required.")).toBeInTheDocument());
  },
};

function ConfirmDemo({ onAction }: { onAction: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className="vdc-button" onClick={() => setIsOpen(true)}>
        Remove pool
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        title="Remove pool"
        icon={<StatusIcon status="WARN" />}
        confirmVariant="danger"
        onConfirm={() => {
          onAction();
          setIsOpen(false);
        }}
        onCancel={() => setIsOpen(false)}
      >
        Remove Pool 001 and its machines?
      </ConfirmDialog>
    </>
  );
}

/** A native <dialog> in the shadow root, with icon and footer buttons. */
export const ConfirmDialogStory: Story = {
  name: "Confirm dialog",
  render: ({ onAction }) => <ConfirmDemo onAction={onAction} />,
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await fireEvent.click(await canvas.findByRole("button", { name: "Remove pool" }));
    const dialog = await canvas.findByRole("dialog", { name: "Remove pool" });
    await expect(dialog).toHaveAttribute("open");
    await fireEvent.click(canvas.getByRole("button", { name: "OK" }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
  },
};

function WizardDemo({ onAction }: { onAction: () => void }) {
  const [isOpen, setIsOpen] = useState(true);
  const [name, setName] = useState("");
  return (
    <Wizard
      isOpen={isOpen}
      title="Add desktop pool"
      onCancelRequest={onAction}
      onFinish={() => setIsOpen(false)}
      steps={[
        { id: "type", title: "Type", content: <p>Automated, manual or RDS.</p> },
        {
          id: "name",
          title: "Identification",
          isValid: name.trim() !== "",
          content: (
            <label className="vdc-field">
              Pool name
              <input
                className="vdc-input"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
            </label>
          ),
        },
        { id: "ready", title: "Ready to complete", content: <p>Review and finish.</p> },
      ]}
    />
  );
}

/** The corner close and Cancel ask the owner; Next waits for a valid step. */
export const WizardStory: Story = {
  name: "Wizard",
  render: ({ onAction }) => <WizardDemo onAction={onAction} />,
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Add desktop pool" });
    await fireEvent.click(canvas.getByRole("button", { name: "Close" }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(dialog).toHaveAttribute("open");
    await fireEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await typeText(canvas.getByLabelText("Pool name"), "Sales");
    await fireEvent.click(canvas.getByRole("button", { name: "Next" }));
    await fireEvent.click(canvas.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
  },
};

function DropdownDemo() {
  const [value, setValue] = useState("SUSPEND");
  return (
    <DropdownSelect
      label="Power policy"
      value={value}
      onChange={setValue}
      options={[
        { value: "TAKE_NO_POWER_ACTION", label: "Take no power action" },
        { value: "ALWAYS_POWERED_ON", label: "Ensure machines are always powered on" },
        { value: "SUSPEND", label: "Suspend" },
        { value: "POWER_OFF", label: "Power off" },
      ]}
    />
  );
}

export const DropdownSelectStory: Story = {
  name: "Dropdown select",
  render: () => <DropdownDemo />,
  play: async ({ canvasElement }) => {
    const select = await storyCanvas(canvasElement).findByRole("combobox", { name: "Power policy" });
    await fireEvent.change(select, { target: { value: "POWER_OFF" } });
    await expect(select).toHaveValue("POWER_OFF");
  },
};

export const StatusIcons: Story = {
  name: "Status icon",
  render: () => (
    <ul>
      {(["ERROR", "DOWN", "WARN", "UNKNOWN", "OK", "UP"] as const).map((status) => (
        <li key={status}>
          <StatusIcon status={status} isLabelVisible />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    for (const text of ["Error", "Down", "Warning", "Unknown", "OK", "Up"]) {
      await expect(await canvas.findByText(text)).toBeVisible();
    }
  },
};

/** Right-bottom by default; dynamic placement opens bottom-left far from the left edge. */
export const MoreInfo: Story = {
  name: "More-info popover",
  render: () => (
    <div style={{ display: "flex", justifyContent: "space-between" }}>
      <MoreInfoPopover label="About pools">Pools group machines that share settings.</MoreInfoPopover>
      <span style={{ marginLeft: 400 }}>
        <MoreInfoPopover label="About farms" isDynamic>
          Farms group RDS hosts.
        </MoreInfoPopover>
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await fireEvent.click(await canvas.findByRole("button", { name: "About pools" }));
    const first = await canvas.findByRole("dialog", { name: "About pools" });
    await expect(first).toHaveAttribute("data-placement", "right-bottom");
    await expect(first).toBeVisible();
    await fireEvent.click(canvas.getByRole("button", { name: "About farms" }));
    const second = await canvas.findByRole("dialog", { name: "About farms" });
    await expect(second).toHaveAttribute("data-placement", "bottom-left");
  },
};

/** A new banner replaces the previous one. */
export const Banners: Story = {
  name: "Banner",
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

export const ProgressMaskStory: Story = {
  name: "Progress mask",
  render: ({ onAction }) => (
    <div style={{ position: "relative", height: 200 }}>
      <ProgressMask label="Exporting…" value={40} max={95} onCancel={onAction} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("progressbar", { name: "Exporting…" })).toBeVisible();
    await fireEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};

const DEMO_TABS = [
  { id: "summary", label: "Summary" },
  { id: "machines", label: "Machines" },
  { id: "events", label: "Events" },
] as const;

function TabsDemo() {
  const [selected, setSelected] = useState<(typeof DEMO_TABS)[number]["id"]>("summary");
  return (
    <Tabs label="Pool" tabs={DEMO_TABS} selected={selected} onSelect={setSelected}>
      <p>{DEMO_TABS.find((tab) => tab.id === selected)?.label} content</p>
    </Tabs>
  );
}

/** Tabs with one panel; arrow keys (wrapping), Home and End move between tabs. */
export const TabsStory: Story = {
  name: "Tabs",
  render: () => <TabsDemo />,
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const summary = await canvas.findByRole("tab", { name: "Summary" });
    summary.focus();
    await fireEvent.keyDown(summary, { key: "ArrowLeft" });
    await expect(canvas.getByRole("tab", { name: "Events" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Events content");
    await fireEvent.keyDown(canvas.getByRole("tab", { name: "Events" }), { key: "Home" });
    // Focus inside a shadow root shows on the root, not on the document.
    await expect(shadowRootOf(canvasElement).activeElement).toBe(
      canvas.getByRole("tab", { name: "Summary" }),
    );
  },
};

/** A failed load in place of content, with the one way to try again. */
export const LoadFailedStory: Story = {
  name: "Load failed",
  render: ({ onAction }) => (
    <LoadFailed message="The desktop pools could not be loaded." onRetry={onAction} />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The desktop pools could not be loaded.",
    );
    await fireEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** A topic's help page in the administrator's language, opened in a new tab. */
export const HelpLinkStory: Story = {
  name: "Help link",
  render: () => <HelpLink topic="globalSettings" />,
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const link = await canvas.findByRole("link", { name: "Help: Global Settings (opens in a new tab)" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link.getAttribute("href")).toMatch(/\/7\.10\/en\/global-settings\.html$/);
  },
};

function CheckboxFilterDemo() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <CheckboxFilter
      label="Type"
      selected={selected}
      onChange={setSelected}
      options={[
        { value: "AUTOMATED", label: "Automated" },
        { value: "MANUAL", label: "Manual" },
        { value: "RDS", label: "RDS" },
      ]}
    />
  );
}

export const CheckboxFilterStory: Story = {
  name: "Checkbox filter",
  render: () => <CheckboxFilterDemo />,
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await fireEvent.click(await canvas.findByRole("checkbox", { name: "Manual" }));
    await expect(canvas.getByRole("checkbox", { name: "Manual" })).toBeChecked();
    await fireEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(canvas.getByRole("checkbox", { name: "Manual" })).not.toBeChecked();
  },
};
