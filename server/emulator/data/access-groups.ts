/** The seeded local access groups: Local Root and its children, shared with the emulator's role data. */
export interface AccessGroup {
  id: string;
  name: string;
  description: string;
  parentId: string | null;
}

export const LOCAL_ROOT_ACCESS_GROUP_ID = "5f8a1f27-0c3e-4d6b-9a41-000000000001";
export const SALES_ACCESS_GROUP_ID = "5f8a1f27-0c3e-4d6b-9a41-000000000002";
export const ENGINEERING_ACCESS_GROUP_ID = "5f8a1f27-0c3e-4d6b-9a41-000000000003";
export const FINANCE_ACCESS_GROUP_ID = "5f8a1f27-0c3e-4d6b-9a41-000000000004";
export const SUPPORT_ACCESS_GROUP_ID = "5f8a1f27-0c3e-4d6b-9a41-000000000005";

export const FEDERATION_ROOT_ACCESS_GROUP_ID = "7c2d9e44-51b0-4f3a-8d27-000000000001";
export const FEDERATION_EMEA_ACCESS_GROUP_ID = "7c2d9e44-51b0-4f3a-8d27-000000000002";

export const LOCAL_ACCESS_GROUPS: readonly AccessGroup[] = [
  { id: LOCAL_ROOT_ACCESS_GROUP_ID, name: "Root", description: "Local Root", parentId: null },
  {
    id: SALES_ACCESS_GROUP_ID,
    name: "Sales",
    description: "Sales desktops and apps",
    parentId: LOCAL_ROOT_ACCESS_GROUP_ID,
  },
  {
    id: ENGINEERING_ACCESS_GROUP_ID,
    name: "Engineering",
    description: "Engineering build and test desktops",
    parentId: LOCAL_ROOT_ACCESS_GROUP_ID,
  },
  {
    id: FINANCE_ACCESS_GROUP_ID,
    name: "Finance",
    description: "Finance desktops",
    parentId: LOCAL_ROOT_ACCESS_GROUP_ID,
  },
  {
    id: SUPPORT_ACCESS_GROUP_ID,
    name: "Support",
    description: "Call center",
    parentId: LOCAL_ROOT_ACCESS_GROUP_ID,
  },
];

export const FEDERATION_ACCESS_GROUPS: readonly AccessGroup[] = [
  { id: FEDERATION_ROOT_ACCESS_GROUP_ID, name: "Root", description: "Federation Root", parentId: null },
  {
    id: FEDERATION_EMEA_ACCESS_GROUP_ID,
    name: "EMEA",
    description: "Global entitlements for EMEA",
    parentId: FEDERATION_ROOT_ACCESS_GROUP_ID,
  },
];

/** The name of a local access group, or the id when unknown. */
export function accessGroupName(id: string): string {
  return LOCAL_ACCESS_GROUPS.find((group) => group.id === id)?.name ?? id;
}
