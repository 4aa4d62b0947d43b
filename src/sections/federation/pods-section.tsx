import { useSignals } from "@preact/signals-react/runtime";
import { useMemo } from "react";
import type { SectionAction } from "../../ui/actions/section-action";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { DropdownSelect } from "../../ui/dropdown-select/dropdown-select";
import { useTranslation } from "../../ui/i18n/use-translation";
import { ListSection } from "../../ui/list-section/list-section";
import { useResource } from "../../ui/resource/use-resource";
import { ejectPodCall, movePodCall } from "./api/federation-calls";
import { FEDERATION_MANAGE, FEDERATION_SCOPE, FEDERATION_VIEW, loadTopology } from "./federation.model";
import type { PodRow, SiteRow } from "./federation.types";

const COLUMNS: GridColumn<PodRow>[] = [
  {
    field: "name",
    kind: "name",
    label: "federation.pods.column.name",
    filter: { type: "STRING", operator: "Contains" },
    isAlwaysVisible: true,
    disableTranslation: true,
  },
  {
    field: "siteName",
    kind: "name",
    label: "federation.pods.column.site",
    filter: { type: "STRING", operator: "Contains" },
    disableTranslation: true,
  },
  {
    field: "local_pod",
    kind: "boolean",
    label: "federation.pods.column.local",
    value: (pod) => (pod.local_pod ? "federation.pods.local" : ""),
  },
  { field: "description", label: "federation.pods.column.description", disableTranslation: true },
];

/** The site choice of the move action. */
function SiteChoice({
  sites,
  value,
  onChange,
}: {
  sites: readonly SiteRow[];
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslation();
  return (
    <DropdownSelect
      label={t("federation.pods.moveTo")}
      options={[
        { value: "", label: t("federation.pods.chooseSite") },
        ...sites.map((site) => ({ value: site.id, label: site.name })),
      ]}
      value={value}
      onChange={onChange}
    />
  );
}

/** The pods of the federation with their sites: move a pod to another site, eject a remote pod that is down. */
export function PodsSection() {
  useSignals();
  const { state, reload } = useResource(loadTopology);
  const sites = useMemo(() => (state.status === "ready" ? state.data.sites : []), [state]);
  const actions = useMemo<SectionAction<PodRow>[]>(
    () => [
      {
        id: "move",
        label: "federation.pods.action.move",
        privilege: FEDERATION_MANAGE,
        selection: "one",
        confirm: { title: "federation.pods.move.title", question: "federation.pods.move.question" },
        input: {
          initial: { site: "" },
          render: (values, set, rows) => (
            <SiteChoice
              sites={sites.filter((site) => !rows.some((pod) => pod.site_id === site.id))}
              value={String(values.site)}
              onChange={(value) => set("site", value)}
            />
          ),
          isComplete: (values) => values.site !== "",
        },
        request: { kind: "item", call: (pod, values) => movePodCall(pod, String(values.site)) },
        success: "federation.pods.outcome.moved",
      },
      {
        id: "eject",
        label: "federation.pods.action.eject",
        privilege: FEDERATION_MANAGE,
        selection: "one",
        variant: "danger",
        appliesTo: (pod) => !pod.local_pod,
        confirm: { title: "federation.pods.eject.title", question: "federation.pods.eject.question" },
        request: { kind: "item", call: (pod) => ejectPodCall(pod.id) },
        success: "federation.pods.outcome.ejected",
      },
    ],
    [sites],
  );
  return (
    <ListSection<PodRow>
      textKeys="federation.pods"
      part="cpa-pods"
      viewPrivilege={FEDERATION_VIEW}
      columns={COLUMNS}
      rows={{
        data: state.status === "ready" ? state.data.pods : [],
        isLoading: state.status === "loading",
        error: state.status === "error" ? state.error : undefined,
        onRefresh: reload,
      }}
      actions={actions}
      rowLabel={(pod) => pod.name}
      scopeOf={() => FEDERATION_SCOPE}
    />
  );
}
