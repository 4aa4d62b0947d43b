import type { ListTabs } from "../../ui/list-section/list-section";
import type { SectionTarget } from "./section-target";

/** What every tab of the users and groups list hands its ListSection: texts, privilege, grid and tabs. */
export interface UsersGroupsTabCommon {
  textKeys: string;
  part: string;
  viewPrivilege: string;
  gridId: string;
  gridLabel: string;
  placeholderText: string;
  refusedText?: string;
  tabs: ListTabs;
}

/** The props of one tab of the users and groups list (each tab is its own file). */
export interface UsersGroupsTabProps {
  common: UsersGroupsTabCommon;
  onNavigate?: ((target: SectionTarget) => void) | undefined;
}

/** Gateway access and unauthenticated access are pod-wide settings: their rights are held on the local root. */
export const LOCAL_ROOT = { root: "local" as const };
/** Home sites belong to the federation: their rights are held on the federation root. */
export const FEDERATION_ROOT = { root: "federation" as const };
