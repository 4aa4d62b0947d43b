import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent } from "storybook/test";
import { useItemActions } from "../../../src/ui/actions/item-actions";
import { DetailPage } from "../../../src/ui/detail-page/detail-page";
import { KeyValuePanel } from "../../../src/ui/detail-page/key-value-panel";
import { useRoutedTab } from "../../../src/ui/detail-page/routed-tabs";
import { storyCanvas } from "../../support/story-canvas";
import { answerActions, HOST_ACTIONS, HOSTS, type Host } from "./host-fixtures";

function HostPage() {
  const [tab, setTab] = useRoutedTab({ tabs: ["summary", "sessions"] as const });
  const host = HOSTS[1]!;
  const actions = useItemActions<Host>({
    item: host,
    actions: HOST_ACTIONS,
    itemId: (row) => row.id,
    itemLabel: (row) => row.name,
    label: "ui.actions.label",
  });
  return (
    <DetailPage
      title={host.name}
      part="rds-host"
      statusText="Enabled"
      back={{ label: "All RDS hosts", onClick: () => undefined }}
      actions={actions.bar}
      notice={actions.notice}
      tabs={[
        { id: "summary", label: "ui.apiCall.method" },
        { id: "sessions", label: "ui.apiCall.path" },
      ]}
      tab={tab}
      onTabChange={setTab}
    >
      {tab === "summary" ? (
        <KeyValuePanel
          label="Summary"
          entries={[
            ["ui.apiCall.method", host.name],
            ["ui.apiCall.path", "<b>admin text stays text</b>"],
            ["ui.apiCall.calls", undefined],
          ]}
        />
      ) : (
        <p>Sessions</p>
      )}
      {actions.dialogs}
    </DetailPage>
  );
}

const meta = {
  title: "UI/Section kit/Detail page",
  component: DetailPage,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "One item's page (a pool, a farm, a machine): a way back to the list, the item's name and state, its actions, and tabs whose choice the route keeps. Use it with useRoutedTab for the tabs, useItemActions for the actions and KeyValuePanel for a summary tab.",
      },
    },
  },
  render: () => <HostPage />,
  beforeEach: () => {
    answerActions();
  },
} satisfies Meta;

export default meta;
// The example renders a page of its own: the component is named for its docs, not fed args.
type Story = StoryObj;

/** One item's page: header with status and actions, routed tabs, a key-value summary. */
export const HostWithTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole("heading", { name: "rds-host-02" })).toBeVisible();
    await expect(canvas.getByText("<b>admin text stays text</b>")).toBeVisible();
    const sessions = canvas.getByRole("tab", { name: "Path" });
    await fireEvent.click(sessions);
    await expect(sessions).toHaveAttribute("aria-selected", "true");
  },
};
