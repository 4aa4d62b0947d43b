import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useState } from "react";
import { expect, fireEvent, fn, waitFor, within } from "storybook/test";
import { setApiFetch } from "../../src/core/http/api-clients";
import { ApiError } from "../../src/core/http/api-error";
import type { ApiCall } from "../../src/core/http/api-call";
import { proxyBase } from "../../src/core/session/session.model";
import type { SectionAction } from "../../src/ui/actions/section-action";
import { useItemActions } from "../../src/ui/actions/item-actions";
import { ApiCallDisclosure } from "../../src/ui/api-call/api-call-disclosure";
import { DetailPage } from "../../src/ui/detail-page/detail-page";
import { KeyValuePanel } from "../../src/ui/detail-page/key-value-panel";
import { useRoutedTab } from "../../src/ui/detail-page/routed-tabs";
import { EditDialog, FieldError, fieldIds } from "../../src/ui/edit-form/edit-dialog";
import { useEditForm } from "../../src/ui/edit-form/use-edit-form";
import { ListSection } from "../../src/ui/list-section/list-section";
import { SectionPage, type SectionStatus } from "../../src/ui/section-page/section-page";
import { storyCanvas, typeText } from "../support/story-canvas";

interface KitArgs {
  onRetry: () => void;
}

const meta = {
  title: "UI/Section kit",
  args: { onRetry: fn() },
} satisfies Meta<KitArgs>;

export default meta;
type Story = StoryObj<KitArgs>;

interface Host {
  id: string;
  name: string;
  state: "ENABLED" | "DISABLED";
}

const HOSTS: Host[] = Array.from({ length: 8 }, (_, index) => ({
  id: `host-${index + 1}`,
  name: `rds-host-${String(index + 1).padStart(2, "0")}`,
  state: index % 3 === 0 ? "DISABLED" : "ENABLED",
}));

/** A pod stand-in for the stories' actions: a bulk answer per id, the last host refused. */
function answerActions(): void {
  setApiFetch(async (_input, init) => {
    const ids = JSON.parse(typeof init?.body === "string" ? init.body : "[]") as string[];
    return Response.json(
      ids.map((id) =>
        id === "host-8"
          ? { id, status_code: 409, errors: [{ error_message: "The host is draining: try again later" }] }
          : { id, status_code: 200 },
      ),
    );
  });
}

const disableHosts = (rows: readonly Host[]): ApiCall => ({
  api: "rest",
  method: "POST",
  path: "/inventory/v1/rds-servers/action/disable",
  body: rows.map((row) => row.id),
});

const HOST_ACTIONS: readonly SectionAction<Host>[] = [
  {
    id: "disable",
    label: "ui.bulk.item",
    selection: "many",
    variant: "danger",
    request: { kind: "batch", call: disableHosts },
  },
];

/** The named states every section and tab shows in place of its content. */
export const States: Story = {
  render: ({ onRetry }) => {
    const states: SectionStatus[] = [
      { kind: "loading" },
      { kind: "empty", message: "No farms yet." },
      { kind: "failed", message: "The farms could not be loaded.", onRetry },
      { kind: "noPermission" },
    ];
    return (
      <>
        {states.map((status) => (
          <SectionPage key={status.kind} title={`Farms (${status.kind})`} part="farms" status={status} />
        ))}
        <SectionPage title="Farms (ready)" part="farms" notice={{ tone: "success", text: "Farm added." }}>
          <p>Content</p>
        </SectionPage>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText("Loading…")).toHaveAttribute("role", "status");
    await expect(canvas.getByText("You do not have permission to view this.")).toBeVisible();
    await fireEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByText("Farm added.")).toHaveAttribute("role", "status");
  },
};

/**
 * A list section from declarations: select hosts, run the bulk action, see a result per host with the
 * server's reason, retry the refused one.
 */
export const ListWithBulkAction: Story = {
  render: () => {
    answerActions();
    return (
      <ListSection<Host>
        title="RDS hosts"
        part="rds-hosts"
        gridId="story-rds-hosts"
        gridLabel="RDS hosts"
        columns={[
          { field: "name", label: "ui.bulk.item", isAlwaysVisible: true, disableTranslation: true },
          { field: "state", label: "ui.bulk.outcome" },
        ]}
        rows={{ data: HOSTS }}
        actions={HOST_ACTIONS}
        rowLabel={(host) => host.name}
        placeholderText="No hosts"
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const boxes = await canvas.findAllByRole("checkbox", { name: "Select row" });
    for (const box of boxes.slice(-3)) await fireEvent.click(box);
    const bar = canvas.getByRole("group", { name: "RDS hosts actions" });
    await fireEvent.click(within(bar).getByText("Item"));
    const confirm = await canvas.findByRole("dialog", { name: "Item" });
    await expect(confirm).toHaveTextContent("these items (3)");
    await expect(confirm).toHaveTextContent("/rest/inventory/v1/rds-servers/action/disable");
    await fireEvent.click(within(confirm).getAllByText("Item").at(-1)!);
    await waitFor(() => expect(canvas.getByText("Succeeded: 2. Failed: 1.")).toBeVisible());
    await expect(canvas.getByText("Failed: The host is draining: try again later")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Retry failed" })).toBeEnabled();
  },
};

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

/** One item's page: header with status and actions, routed tabs, a key-value summary. */
export const DetailPageStory: Story = {
  name: "Detail page",
  render: () => {
    answerActions();
    return <HostPage />;
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole("heading", { name: "rds-host-02" })).toBeVisible();
    await expect(canvas.getByText("<b>admin text stays text</b>")).toBeVisible();
    const sessions = canvas.getByRole("tab", { name: "Path" });
    await fireEvent.click(sessions);
    await expect(sessions).toHaveAttribute("aria-selected", "true");
  },
};

interface PoolForm {
  name: string;
  maxMachines: number;
}

function PoolEditor({ onSave }: { onSave: (form: PoolForm) => Promise<void> }) {
  const formId = useId();
  const [isOpen, setIsOpen] = useState(true);
  const form = useEditForm<PoolForm>({
    initial: { name: "Sales-Win11-01", maxMachines: 20 },
    validate: (values) => ({
      ...(values.name.trim() === "" ? { name: "ui.combobox.required" } : {}),
    }),
    save: onSave,
    onSaved: () => setIsOpen(false),
  });
  if (!isOpen) return <p role="status">Saved</p>;
  return (
    <EditDialog title="Edit pool" form={form} onCancel={() => setIsOpen(false)}>
      <div className="vdc-field">
        <label htmlFor={`${formId}-name`}>Name</label>
        <input
          className="vdc-input"
          {...fieldIds(formId, "name", form.errors.name !== undefined)}
          value={form.values.name}
          onChange={(event) => form.setField("name", event.target.value)}
        />
        <FieldError formId={formId} field="name" message={form.errors.name && "This field is required."} />
      </div>
    </EditDialog>
  );
}

/** The form pattern: Save waits for a valid change; a failed save keeps what was typed and says why. */
export const EditForm: Story = {
  render: () => (
    <PoolEditor
      onSave={() =>
        Promise.reject(
          ApiError.fromText(
            400,
            JSON.stringify({ errors: [{ error_key: "x", error_message: "Name already in use" }] }),
          ),
        )
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const save = await canvas.findByRole("button", { name: "Save" });
    await expect(save).toBeDisabled();
    const name = canvas.getByLabelText("Name");
    await typeText(name, "-copy");
    await expect(save).toBeEnabled();
    await fireEvent.click(save);
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("The changes were not saved: Name already in use"),
    );
    await expect(name).toHaveValue("Sales-Win11-01-copy");
  },
};

/** "Show API call": embedded under a portal's proxy path; the curl line has a token placeholder. */
export const ShowApiCall: Story = {
  render: () => {
    proxyBase.value = "/portal/console-api";
    return (
      <ApiCallDisclosure
        call={{
          api: "rest",
          method: "PUT",
          path: "/inventory/v1/desktop-pools/pool-1",
          body: { enabled: false },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await fireEvent.click(canvas.getByText("Show API call"));
    await expect(
      canvas.getByText("/portal/console-api/rest/inventory/v1/desktop-pools/pool-1"),
    ).toBeVisible();
    await expect(canvas.getByLabelText("curl command")).toHaveTextContent("$VDC_TOKEN");
    proxyBase.value = "";
  },
};
