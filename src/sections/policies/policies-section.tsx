import { useCallback, useId } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { hasPrivilege } from "../../core/privileges/privileges.model";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { DataGrid } from "../../ui/data-grid/data-grid";
import { KeyValuePanel } from "../../ui/detail-page/key-value-panel";
import { EditButton, type EditorControls } from "../../ui/edit-form/edit-button";
import { EditDialog } from "../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { itemLink } from "../../ui/item-link/item-link";
import { useResource } from "../../ui/resource/use-resource";
import { ResourceContent, SectionPage } from "../../ui/section-page/section-page";
import { getGlobalPolicies, getPolicyOverrides, updateGlobalPoliciesCall } from "./api/policy-reads";
import {
  POLICY_NAMES,
  type GlobalMode,
  type GlobalPolicy,
  type OverrideRow,
  type PolicyOverrideSource,
} from "./policies.types";

/** A link into another section: a pool's page. */
export interface SectionTarget {
  section: string;
  id?: string;
}

export interface PoliciesSectionProps {
  /** Opens a pool's page (the overrides' links). */
  onNavigate?: (target: SectionTarget) => void;
}

const MODES: readonly GlobalMode[] = ["ALLOW", "DENY"];

function overrideRows(sources: readonly PolicyOverrideSource[], t: (key: string) => string): OverrideRow[] {
  const describe = (policies: { name: string; mode: string }[]) =>
    policies
      .map((policy) => `${t(`policies.policy.${policy.name}`)}: ${t(`policies.mode.${policy.mode}`)}`)
      .join("; ");
  return sources.flatMap((source) => [
    ...(source.policies.length > 0
      ? [
          {
            id: `${source.desktop_pool_id}/pool`,
            poolId: source.desktop_pool_id,
            poolName: source.desktop_pool_name,
            level: "pool" as const,
            userName: "",
            policies: describe(source.policies),
          },
        ]
      : []),
    ...source.user_overrides.map((override) => ({
      id: `${source.desktop_pool_id}/${override.ad_user_or_group_id}`,
      poolId: source.desktop_pool_id,
      poolName: source.desktop_pool_name,
      level: "user" as const,
      userName: override.name,
      policies: describe(override.policies),
    })),
  ]);
}

/**
 * The global policies (multimedia redirection, USB access, remote mode, PCoIP hardware acceleration): Allow
 * or Deny for the whole pod, which every pool set to Inherit follows; below, where pools and users override
 * them, each pool a link to its page.
 */
export function PoliciesSection({ onNavigate }: PoliciesSectionProps) {
  const t = useTranslation();
  const policies = useResource(getGlobalPolicies);
  const overrides = useResource(getPolicyOverrides);
  const canView = hasPrivilege("GLOBAL_CONFIG_VIEW|POOL_VIEW");
  const columns: GridColumn<OverrideRow>[] = [
    {
      field: "poolName",
      label: "policies.column.pool",
      isAlwaysVisible: true,
      disableTranslation: true,
      cell: (row) =>
        onNavigate
          ? itemLink(row.poolName, () => onNavigate({ section: "desktop-pool", id: row.poolId }))
          : row.poolName,
    },
    { field: "level", label: "policies.column.level", value: (row) => `policies.level.${row.level}` },
    { field: "userName", label: "policies.column.user", disableTranslation: true },
    { field: "policies", label: "policies.column.policies", disableTranslation: true },
  ];
  return (
    <SectionPage
      title={t("policies.title")}
      part="policies"
      status={
        canView ? { kind: "ready" } : { kind: "noPermission", message: t("policies.state.noPermission") }
      }
    >
      <section aria-labelledby="vdc-policies-global">
        <h2 id="vdc-policies-global" className="vdc-subtitle">
          {t("policies.global.title")}
        </h2>
        <ResourceContent resource={policies.state} onRetry={policies.reload}>
          {(loaded) => (
            <>
              <div className="vdc-toolbar">
                <EditButton
                  label={t("policies.global.edit")}
                  privilege="GLOBAL_CONFIG_MANAGEMENT"
                  onSaved={() => {
                    policies.reload();
                    overrides.reload();
                  }}
                  editor={(controls) => <GlobalPoliciesForm policies={loaded} {...controls} />}
                />
              </div>
              <p>{t("policies.global.inherit")}</p>
              <KeyValuePanel
                label={t("policies.global.title")}
                entries={loaded.map((policy) => [
                  `policies.policy.${policy.name}`,
                  t(`policies.mode.${policy.mode}`),
                ])}
              />
            </>
          )}
        </ResourceContent>
      </section>
      <section aria-labelledby="vdc-policies-overrides">
        <h2 id="vdc-policies-overrides" className="vdc-subtitle">
          {t("policies.overrides.title")}
        </h2>
        <ResourceContent resource={overrides.state} onRetry={overrides.reload}>
          {(loaded) => (
            <DataGrid<OverrideRow>
              gridId="policy-overrides"
              label={t("policies.overrides.title")}
              columns={columns}
              data={overrideRows(loaded, t)}
              placeholderText={t("policies.overrides.empty")}
            />
          )}
        </ResourceContent>
      </section>
    </SectionPage>
  );
}

function GlobalPoliciesForm({ policies, onCancel, onSaved }: EditorControls & { policies: GlobalPolicy[] }) {
  const t = useTranslation();
  const formId = useId();
  const initial = Object.fromEntries(policies.map((policy) => [policy.name, policy.mode])) as Record<
    string,
    GlobalMode
  >;
  const form = useEditForm<Record<string, GlobalMode>>({
    initial,
    save: async (values) => {
      await sendApiCall(
        updateGlobalPoliciesCall(POLICY_NAMES.map((name) => ({ name, mode: values[name] ?? "ALLOW" }))),
      );
    },
    onSaved,
  });
  const onChange = useCallback((name: string, mode: GlobalMode) => form.setField(name, mode), [form]);
  return (
    <EditDialog title={t("policies.global.editTitle")} form={form} onCancel={onCancel} size="medium">
      {POLICY_NAMES.map((name) => (
        <fieldset key={name} className="vdc-fieldset">
          <legend>{t(`policies.policy.${name}`)}</legend>
          {MODES.map((mode) => (
            <label key={mode} className="vdc-radio">
              <input
                type="radio"
                name={`${formId}-${name}`}
                value={mode}
                checked={form.values[name] === mode}
                onChange={() => onChange(name, mode)}
              />
              {t(`policies.mode.${mode}`)}
            </label>
          ))}
        </fieldset>
      ))}
    </EditDialog>
  );
}
