import { useSignals } from "@preact/signals-react/runtime";
import { useId, useMemo, useState } from "react";
import { sendApiCall } from "../../core/http/api-call";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { EditDialog } from "../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { createSiteCall, deleteSiteCall, updateSiteCall } from "./api/federation-calls";
import { FEDERATION_MANAGE, FEDERATION_SCOPE, FEDERATION_VIEW, loadTopology } from "./federation.model";
import type { SiteRow } from "./federation.types";

const COLUMNS: GridColumn<SiteRow>[] = [
  {
    field: "name",
    kind: "name",
    label: "federation.sites.column.name",
    filter: { type: "STRING", operator: "Contains" },
    isAlwaysVisible: true,
    disableTranslation: true,
  },
  { field: "description", label: "federation.sites.column.description", disableTranslation: true },
  { field: "podNames", label: "federation.sites.column.pods", disableTranslation: true },
];

/**
 * The sites of the pod federation with their pods: create, rename and delete (the platform refuses to
 * delete a site that still has pods: move them first, on the pod list).
 */
export function SitesSection() {
  useSignals();
  const load = useResource(loadTopology);
  const [editing, setEditing] = useState<SiteRow | "new" | null>(null);
  const actions = useMemo<SectionAction<SiteRow>[]>(
    () => [
      {
        id: "add",
        label: "federation.sites.action.add",
        privilege: FEDERATION_MANAGE,
        selection: "none",
        variant: "primary",
        open: () => setEditing("new"),
      },
      {
        id: "rename",
        label: "federation.sites.action.rename",
        privilege: FEDERATION_MANAGE,
        selection: "one",
        open: ([site]) => setEditing(site ?? null),
      },
      {
        id: "delete",
        label: "federation.sites.action.delete",
        privilege: FEDERATION_MANAGE,
        selection: "many",
        variant: "danger",
        confirm: { title: "federation.sites.delete.title", question: "federation.sites.delete.question" },
        request: { kind: "item", call: (site) => deleteSiteCall(site.id) },
        success: "federation.sites.outcome.deleted",
      },
    ],
    [],
  );
  const { state, reload } = load;
  return (
    <ListSection<SiteRow>
      textKeys="federation.sites"
      part="sites"
      viewPrivilege={FEDERATION_VIEW}
      columns={COLUMNS}
      rows={{
        data: state.status === "ready" ? state.data.sites : [],
        isLoading: state.status === "loading",
        error: state.status === "error" ? state.error : undefined,
        onRefresh: reload,
      }}
      actions={actions}
      rowLabel={(site) => site.name}
      scopeOf={() => FEDERATION_SCOPE}
    >
      {editing && (
        <SiteDialog
          site={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </ListSection>
  );
}

/** Creates a site, or renames one (name and description). */
function SiteDialog({
  site,
  onClose,
  onSaved,
}: {
  site: SiteRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const id = useId();
  const form = useEditForm({
    initial: { name: site?.name ?? "", description: site?.description ?? "" },
    validate: (values) =>
      values.name.trim() === "" || values.name.trim().length > 64
        ? { name: "federation.sites.nameRule" }
        : {},
    save: async (values) => {
      await sendApiCall(
        site
          ? updateSiteCall(site.id, values.name.trim(), values.description)
          : createSiteCall(values.name.trim(), values.description),
      );
    },
    onSaved,
  });
  return (
    <EditDialog
      title={t(site ? "federation.sites.renameTitle" : "federation.sites.addTitle")}
      form={form}
      onCancel={onClose}
      size="medium"
    >
      <div className="vdc-field">
        <label htmlFor={`${id}-name`}>{t("federation.sites.column.name")}</label>
        <input
          id={`${id}-name`}
          className="vdc-input"
          value={form.values.name}
          aria-invalid={form.errors.name ? true : undefined}
          onChange={(event) => form.setField("name", event.target.value)}
        />
        {form.errors.name && <p className="vdc-field__error">{t(form.errors.name)}</p>}
      </div>
      <div className="vdc-field">
        <label htmlFor={`${id}-description`}>{t("federation.sites.column.description")}</label>
        <input
          id={`${id}-description`}
          className="vdc-input"
          value={form.values.description}
          onChange={(event) => form.setField("description", event.target.value)}
        />
      </div>
    </EditDialog>
  );
}
