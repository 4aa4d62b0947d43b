import { useId, useState } from "react";
import type { AdUser } from "../../core/directory/get-ad-users";
import { addEntitlements } from "../../core/entitlements/add-entitlements";
import { DropdownSelect } from "../../ui/dropdown-select/dropdown-select";
import { DirectorySearchDialog } from "../../ui/entitlements/directory-search-dialog";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { useSuccessNotice } from "../../ui/section-page/section-page";
import { TextField, type FieldForm } from "../../ui/edit-form/form-fields";
import { Wizard, type WizardStep } from "../../ui/wizard/wizard";
import { hasPrivilege } from "../../core/privileges/privileges.model";
import { createGlobalEntitlement, updateGlobalEntitlement } from "./api/global-entitlement-calls";
import { getFederationAccessGroups, getGlobalEntitlement, resourceOf } from "./api/global-entitlement-reads";
import {
  entitlementScope,
  groupsForNewEntitlements,
  KINDS,
  protocolsOf,
  SCOPES,
  updateSpecOf,
  type GlobalEntitlementSettings,
} from "./global-entitlements.model";
import { GLOBAL_ENTITLEMENT_MANAGE } from "./global-entitlements-section";
import type {
  DisplayProtocol,
  GlobalEntitlementKind,
  GlobalEntitlementRow,
  GlobalEntitlementScope,
  GlobalEntitlementSpec,
} from "./global-entitlements.types";

/** Names the platform accepts: letters, digits, hyphens and underscores (at most 64). */
const NAME = /^[A-Za-z0-9_-]{1,64}$/;

interface Draft {
  kind: GlobalEntitlementKind;
  name: string;
  displayName: string;
  description: string;
  scope: GlobalEntitlementScope;
  useHomeSite: boolean;
  requireHomeSite: boolean;
  enabled: boolean;
  protocol: DisplayProtocol;
  chooseProtocol: boolean;
  autoClean: boolean;
  /** Dedicated desktops, or pre-launch of applications. */
  kindOption: boolean;
  /** The federation access group chosen; empty while the proposed one (the root, if allowed) stands. */
  accessGroupId: string;
  users: AdUser[];
}

const EMPTY: Draft = {
  kind: "DESKTOP",
  name: "",
  displayName: "",
  description: "",
  scope: "ALL_SITES",
  useHomeSite: false,
  requireHomeSite: false,
  enabled: true,
  protocol: "BLAST",
  chooseProtocol: true,
  autoClean: false,
  kindOption: false,
  accessGroupId: "",
  users: [],
};

/** The form as it opens on an existing entitlement: its settings, read from its list row or page. */
function draftOf(entitlement: GlobalEntitlementRow): Draft {
  const kindOption = entitlement.kind === "DESKTOP" ? entitlement.dedicated : entitlement.enable_pre_launch;
  return {
    kind: entitlement.kind,
    name: entitlement.name,
    displayName: entitlement.display_name ?? "",
    description: entitlement.description ?? "",
    scope: entitlement.scope ?? EMPTY.scope,
    useHomeSite: entitlement.use_home_site ?? false,
    requireHomeSite: entitlement.require_home_site ?? false,
    enabled: entitlement.enabled ?? true,
    protocol: entitlement.default_display_protocol ?? EMPTY.protocol,
    chooseProtocol: entitlement.allow_users_to_choose_protocol ?? true,
    autoClean: entitlement.multiple_session_auto_clean ?? false,
    kindOption: kindOption ?? false,
    accessGroupId: entitlement.federated_access_group_id ?? "",
    users: [],
  };
}

/** What the add and edit forms both send; a blank display name or description is left out on add. */
function settingsOf(draft: Draft, accessGroupId: string): GlobalEntitlementSettings {
  return {
    name: draft.name.trim(),
    federated_access_group_id: accessGroupId,
    ...(draft.displayName.trim() ? { display_name: draft.displayName.trim() } : {}),
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    scope: draft.scope,
    use_home_site: draft.useHomeSite || draft.requireHomeSite,
    require_home_site: draft.requireHomeSite,
    enabled: draft.enabled,
    default_display_protocol: draft.protocol,
    multiple_session_auto_clean: draft.autoClean,
    ...(draft.kind === "APPLICATION" ? { enable_pre_launch: draft.kindOption } : {}),
  };
}

function specOf(draft: Draft, accessGroupId: string): GlobalEntitlementSpec {
  return {
    ...settingsOf(draft, accessGroupId),
    allow_users_to_choose_protocol: draft.chooseProtocol,
    ...(draft.kind === "DESKTOP" ? { dedicated: draft.kindOption } : {}),
  };
}

/**
 * Saves an edit: the entitlement read afresh, so that the update spec (which replaces every setting) sends
 * back what changed elsewhere meanwhile; a cleared description is sent blank.
 */
async function saveEdit(entitlement: GlobalEntitlementRow, draft: Draft, accessGroupId: string) {
  const current = await getGlobalEntitlement(entitlement.kind, entitlement.id);
  const settings = { ...settingsOf(draft, accessGroupId), description: draft.description.trim() };
  await updateGlobalEntitlement(
    entitlement.kind,
    entitlement.id,
    updateSpecOf(entitlement.kind, current, settings),
  );
}

export interface GlobalEntitlementWizardProps {
  isOpen: boolean;
  onClose: () => void;
  /** The entitlement to edit; without it the wizard adds one. */
  editing?: GlobalEntitlementRow | undefined;
  /** After the entitlement exists (and its users and groups are entitled) or is saved; the wizard announced it. */
  onSaved: () => void;
}

/**
 * Adds a global entitlement: desktop or application, name, scope and home site, policies, then the users
 * and groups to entitle (the kit's directory lookup). Cancel asks before discarding entries and sends
 * nothing. Editing, the
 * same steps hold the entitlement's settings but for what the update specs cannot change (the kind,
 * dedicated desktops, the users' protocol choice: shown, not offered) and the users, which have their tab.
 */
export function GlobalEntitlementWizard({ isOpen, onClose, editing, onSaved }: GlobalEntitlementWizardProps) {
  const t = useTranslation();
  const announce = useSuccessNotice();
  const errorText = useErrorText();
  const id = useId();
  const initial = editing ? draftOf(editing) : EMPTY;
  const [draft, setDraft] = useState<Draft>(initial);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPicking, setPicking] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));
  const close = () => {
    setDraft(initial);
    setFailure(null);
    onClose();
  };
  const nameValid = NAME.test(draft.name.trim());
  const names: FieldForm<Draft> = {
    values: draft,
    errors: {
      ...(draft.name.trim() === ""
        ? { name: "ui.form.required" }
        : nameValid
          ? {}
          : { name: "globalEntitlements.wizard.nameRule" }),
    },
    setField: set,
  };
  const groups = useResource(getFederationAccessGroups);
  // The groups where the administrator may manage global entitlements, the Federation Root first.
  const allowedGroups =
    groups.state.status === "ready"
      ? groupsForNewEntitlements(groups.state.data, (groupId) =>
          hasPrivilege(GLOBAL_ENTITLEMENT_MANAGE, entitlementScope({ federated_access_group_id: groupId })),
        )
      : [];
  const accessGroupId = draft.accessGroupId || (allowedGroups[0]?.id ?? "");
  const accessGroupValid = allowedGroups.some((group) => group.id === accessGroupId);

  const finish = async () => {
    setIsBusy(true);
    setFailure(null);
    try {
      if (editing) await saveEdit(editing, draft, accessGroupId);
      const created = editing
        ? undefined
        : await createGlobalEntitlement(draft.kind, specOf(draft, accessGroupId));
      if (created && draft.users.length > 0) {
        await addEntitlements(resourceOf(draft.kind), [
          { id: created, ad_user_or_group_ids: draft.users.map((user) => user.id) },
        ]);
      }
      const name = draft.name.trim();
      announce(
        t(editing ? "globalEntitlements.outcome.saved" : "globalEntitlements.outcome.created", { name }),
      );
      close();
      onSaved();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setIsBusy(false);
    }
  };

  const check = (
    key: "useHomeSite" | "requireHomeSite" | "enabled" | "chooseProtocol" | "autoClean" | "kindOption",
    label: string,
    isFixed = false,
  ) => (
    <label className="vdc-checkbox">
      <input
        type="checkbox"
        checked={draft[key]}
        disabled={isFixed}
        aria-describedby={isFixed ? `${id}-fixed` : undefined}
        onChange={(event) => set(key, event.target.checked)}
      />
      {t(label)}
    </label>
  );
  // What the update specs do not hold is kept as created.
  const isFixedOnEdit = editing !== undefined;
  const radios = <V extends string>(
    name: string,
    legend: string,
    values: readonly V[],
    current: V,
    prefix: string,
    onPick: (value: V) => void,
  ) => (
    <fieldset className="vdc-fieldset">
      <legend>{t(legend)}</legend>
      {values.map((value) => (
        <label key={value} className="vdc-checkbox">
          <input
            type="radio"
            name={`${id}-${name}`}
            checked={current === value}
            onChange={() => onPick(value)}
          />
          {t(`${prefix}.${value}`)}
        </label>
      ))}
    </fieldset>
  );
  const failureText = failure && (
    <p className="vdc-field__error" role="alert">
      {failure}
    </p>
  );
  const allSteps: WizardStep[] = [
    {
      id: "kind",
      title: t("globalEntitlements.wizard.step.kind"),
      content: radios(
        "kind",
        "globalEntitlements.wizard.kind",
        KINDS,
        draft.kind,
        "globalEntitlements.kind",
        // An application entitlement has no RDP: the default falls back to Blast.
        (kind) =>
          setDraft((old) => ({
            ...old,
            kind,
            protocol: protocolsOf(kind).includes(old.protocol) ? old.protocol : EMPTY.protocol,
          })),
      ),
    },
    {
      id: "name",
      title: t("globalEntitlements.wizard.step.name"),
      isValid: nameValid && accessGroupValid,
      content: (
        <div className="vdc-form">
          <TextField
            form={names}
            formId={id}
            field="name"
            label="globalEntitlements.column.name"
            required
            autoComplete="off"
          />
          <TextField
            form={names}
            formId={id}
            field="displayName"
            label="globalEntitlements.summary.displayName"
          />
          <TextField
            form={names}
            formId={id}
            field="description"
            label="globalEntitlements.column.description"
          />
          {groups.state.status === "error" ? (
            <p role="alert">{errorText(groups.state.error)}</p>
          ) : groups.state.status === "ready" && allowedGroups.length === 0 ? (
            <p role="alert">{t("globalEntitlements.wizard.accessGroupNoneAllowed")}</p>
          ) : (
            <DropdownSelect
              label={t("globalEntitlements.wizard.accessGroup")}
              value={accessGroupId}
              options={
                groups.state.status === "ready"
                  ? allowedGroups.map((group) => ({ value: group.id, label: group.name, isAdminText: true }))
                  : [{ value: accessGroupId, label: t("ui.state.loading") }]
              }
              onChange={(value) => set("accessGroupId", value)}
            />
          )}
        </div>
      ),
    },
    {
      id: "scope",
      title: t("globalEntitlements.wizard.step.scope"),
      content: (
        <div className="vdc-form">
          {radios(
            "scope",
            "globalEntitlements.column.scope",
            SCOPES,
            draft.scope,
            "globalEntitlements.scope",
            (scope) => set("scope", scope),
          )}
          {check("useHomeSite", "globalEntitlements.wizard.useHomeSite")}
          {check("requireHomeSite", "globalEntitlements.wizard.requireHomeSite")}
        </div>
      ),
    },
    {
      id: "policies",
      title: t("globalEntitlements.wizard.step.policies"),
      content: (
        <div className="vdc-form">
          {check("enabled", "globalEntitlements.column.enabled")}
          {radios(
            "protocol",
            "globalEntitlements.column.protocol",
            protocolsOf(draft.kind),
            draft.protocol,
            "globalEntitlements.protocol",
            (protocol) => set("protocol", protocol),
          )}
          {check("chooseProtocol", "globalEntitlements.wizard.chooseProtocol", isFixedOnEdit)}
          {check("autoClean", "globalEntitlements.wizard.autoClean")}
          {draft.kind === "DESKTOP"
            ? check("kindOption", "globalEntitlements.wizard.dedicated", isFixedOnEdit)
            : check("kindOption", "globalEntitlements.wizard.preLaunch")}
          {isFixedOnEdit && <p id={`${id}-fixed`}>{t("globalEntitlements.edit.fixedHint")}</p>}
          {isFixedOnEdit && failureText}
        </div>
      ),
    },
    {
      id: "users",
      title: t("globalEntitlements.wizard.step.users"),
      content: (
        <>
          <p>{t("globalEntitlements.wizard.usersHint")}</p>
          <button type="button" className="vdc-button" onClick={() => setPicking(true)}>
            {t("globalEntitlements.wizard.chooseUsers")}
          </button>
          {draft.users.length > 0 && (
            <ul aria-label={t("globalEntitlements.wizard.chosenUsers")}>
              {draft.users.map((user) => (
                <li key={user.id}>{user.display_name ?? user.name ?? user.login_name ?? user.id}</li>
              ))}
            </ul>
          )}
          {failureText}
        </>
      ),
    },
  ];
  // Editing, the kind is the entitlement's and its users and groups have their own tab.
  const steps = editing ? allSteps.filter((step) => step.id !== "kind" && step.id !== "users") : allSteps;

  return (
    <>
      <Wizard
        isOpen={isOpen && !isPicking}
        title={
          editing
            ? t("globalEntitlements.edit.title", { name: editing.name })
            : t("globalEntitlements.wizard.title")
        }
        steps={steps}
        onFinish={() => void finish()}
        onCancel={close}
        isDirty={JSON.stringify(draft) !== JSON.stringify(initial)}
        isBusy={isBusy}
      />
      <DirectorySearchDialog
        isOpen={isOpen && isPicking}
        onAdd={(chosen) => {
          const known = new Set(draft.users.map((user) => user.id));
          set("users", [...draft.users, ...chosen.filter((user) => !known.has(user.id))]);
          setPicking(false);
          return Promise.resolve();
        }}
        onCancel={() => setPicking(false)}
      />
    </>
  );
}
