import type { ApiCall } from "../../core/http/api-call";
import { batchAction, type SectionAction } from "../../ui/actions/section-action";
import {
  pushCertificatesCall,
  removeAppVolumesManagerCall,
  setConnectionServersEnabledCall,
} from "./api/server-calls";
import type { AppVolumesManagerRow, ConnectionServerRow, VirtualCenterRow } from "./servers.types";

// The OpenAPI's privilege for every change of the pod's servers.
const MANAGE = "GLOBAL_CONFIG_MANAGEMENT";

/** An action that opens one of the section's dialogs. */
function opens<Row>(
  id: string,
  selection: "none" | "one",
  open: (rows: Row[]) => void,
  privilege = MANAGE,
): SectionAction<Row> {
  return {
    id,
    label: `servers.action.${id}`,
    privilege,
    selection,
    ...(selection === "none" ? { variant: "primary" as const } : {}),
    open,
  };
}

/** A change sent once per item, confirmed with the section's texts by key convention. */
function perItem<Row extends { id: string }>(
  id: string,
  call: (row: Row) => ApiCall,
  options: Partial<SectionAction<Row>> = {},
): SectionAction<Row> {
  return {
    id,
    label: `servers.action.${id}`,
    privilege: MANAGE,
    selection: "many",
    confirm: { title: `servers.confirm.${id}.title`, question: `servers.confirm.${id}.question` },
    request: { kind: "item", call },
    success: `servers.outcome.${id}`,
    ...options,
  };
}

/** Where the section's dialogs open: the rows an action was given. */
export interface ServerDialogs {
  addVirtualCenter: () => void;
  editConnectionServer: (row: ConnectionServerRow) => void;
  replaceCertificate: () => void;
  addManager: () => void;
  editManager: (row: AppVolumesManagerRow) => void;
  assignFarms: (row: AppVolumesManagerRow) => void;
  markArchivalDatastores: (row: VirtualCenterRow) => void;
}

/**
 * vCenter servers: add on the wizard, mark the datastores archived machines go to. OpenAPI 2212 has no
 * call to edit or remove a vCenter Server (nor a later version we can name): the tab says so instead.
 */
export function virtualCenterActions(dialogs: ServerDialogs): SectionAction<VirtualCenterRow>[] {
  return [
    opens("add", "none", () => dialogs.addVirtualCenter()),
    // The OpenAPI asks FORENSICS (archived machines are evidence), not the configuration privilege.
    opens("markArchival", "one", ([row]) => row && dialogs.markArchivalDatastores(row), "FORENSICS"),
  ];
}

/** Connection servers: enable, disable (the server refuses the last enabled one), settings, certificate. */
export function connectionServerActions(dialogs: ServerDialogs): SectionAction<ConnectionServerRow>[] {
  return [
    opens("editSettings", "one", ([row]) => row && dialogs.editConnectionServer(row)),
    batchAction<ConnectionServerRow>(
      "servers",
      "enable",
      MANAGE,
      (ids) => setConnectionServersEnabledCall(ids, true),
      {
        appliesTo: (row) => !row.enabled,
        success: "servers.outcome.enable",
      },
    ),
    batchAction<ConnectionServerRow>(
      "servers",
      "disable",
      MANAGE,
      (ids) => setConnectionServersEnabledCall(ids, false),
      { appliesTo: (row) => row.enabled, success: "servers.outcome.disable" },
    ),
    opens("replaceCertificate", "none", () => dialogs.replaceCertificate(), "MANAGE_CERTIFICATES"),
  ];
}

export function appVolumesManagerActions(dialogs: ServerDialogs): SectionAction<AppVolumesManagerRow>[] {
  return [
    opens("add", "none", () => dialogs.addManager()),
    opens("edit", "one", ([row]) => row && dialogs.editManager(row)),
    opens("assignFarms", "one", ([row]) => row && dialogs.assignFarms(row)),
    perItem("pushCertificates", (row) => pushCertificatesCall(row.id)),
    perItem("remove", (row) => removeAppVolumesManagerCall(row.id), { variant: "danger" }),
  ];
}
