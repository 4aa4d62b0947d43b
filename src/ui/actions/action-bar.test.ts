import { describe, expect, it, vi } from "vitest";
import { actionBarItems, isActionEnabled, type ActionBarContext } from "./action-bar";
import type { SectionAction } from "./section-action";

interface Pool {
  id: string;
  enabled: boolean;
  group: string;
}

const call = { api: "rest", method: "PUT", path: "/x" } as const;
const enable: SectionAction<Pool> = {
  id: "enable",
  label: "enable",
  privilege: "POOL_ENABLE",
  selection: "one",
  appliesTo: (pool) => !pool.enabled,
  request: { kind: "item", call: () => call },
};
const remove: SectionAction<Pool> = {
  id: "delete",
  label: "delete",
  selection: "many",
  request: { kind: "batch", call: () => call },
};
const add: SectionAction<Pool> = { id: "add", label: "add", selection: "none", open: () => undefined };

const off: Pool = { id: "a", enabled: false, group: "sales" };
const on: Pool = { id: "b", enabled: true, group: "legal" };

function context(overrides: Partial<ActionBarContext<Pool>> = {}): ActionBarContext<Pool> {
  return {
    selected: [],
    isAllPagesSelected: false,
    isReady: true,
    isBusy: false,
    canActOn: () => true,
    onStart: () => undefined,
    ...overrides,
  };
}

describe("isActionEnabled", () => {
  it("needs exactly one settled, applicable, permitted item for a one-item action", () => {
    expect(isActionEnabled(enable, context({ selected: [off] }))).toBe(true);
    expect(isActionEnabled(enable, context({ selected: [on] }))).toBe(false);
    expect(isActionEnabled(enable, context({ selected: [off, off] }))).toBe(false);
    expect(isActionEnabled(enable, context({ selected: [off], isReady: false }))).toBe(false);
    expect(
      isActionEnabled(enable, context({ selected: [off], canActOn: (_, pool) => pool.group !== "sales" })),
    ).toBe(false);
    expect(isActionEnabled(enable, context({ selected: [off], isAllPagesSelected: true }))).toBe(false);
  });

  it("takes any selection, or all pages, for a many-item action, and nothing while another runs", () => {
    expect(isActionEnabled(remove, context())).toBe(false);
    expect(isActionEnabled(remove, context({ selected: [off, on] }))).toBe(true);
    expect(isActionEnabled(remove, context({ isAllPagesSelected: true }))).toBe(true);
    expect(isActionEnabled(remove, context({ selected: [off], isBusy: true }))).toBe(false);
    expect(isActionEnabled(add, context())).toBe(true);
  });
});

describe("actionBarItems", () => {
  it("keeps the declaration order, the privilege and variant, and starts the action on click", () => {
    const onStart = vi.fn();
    const items = actionBarItems([add, enable, remove], context({ selected: [off], onStart }));
    expect(items.map((item) => item.id)).toEqual(["add", "enable", "delete"]);
    expect(items[1]).toMatchObject({ privilege: "POOL_ENABLE", isDisabled: false });
    const button = items[2];
    if (button?.kind === "group") throw new Error("not a group");
    button?.onClick();
    expect(onStart).toHaveBeenCalledWith(remove);
  });

  it("puts actions of one group in a dropdown, disabled when none of them applies", () => {
    const group = { id: "provisioning", label: "provisioning" };
    const items = actionBarItems(
      [
        { ...enable, id: "start", group },
        { ...enable, id: "stop", group, appliesTo: (pool) => pool.enabled },
      ],
      context({ selected: [on] }),
    );
    expect(items).toHaveLength(1);
    const [dropdown] = items;
    expect(dropdown).toMatchObject({ kind: "group", id: "provisioning", isDisabled: false });
    expect(actionBarItems([{ ...enable, group }], context({ selected: [on] }))[0]?.isDisabled).toBe(true);
  });

  it("marks an action refused by the selection's access group, so its button names the privilege there", () => {
    const outsideSales = context({ selected: [off], canActOn: (_, pool) => pool.group !== "sales" });
    expect(actionBarItems([enable], outsideSales)[0]).toMatchObject({
      isDisabled: true,
      isRefusedBySelectionScope: true,
    });
    // Not for a selection the action does not apply to, nor for no selection: those say nothing of scope.
    const notApplicable = context({ selected: [on], canActOn: () => false });
    expect(actionBarItems([enable], notApplicable)[0]).not.toHaveProperty("isRefusedBySelectionScope");
    expect(actionBarItems([enable], context({ canActOn: () => false }))[0]).not.toHaveProperty(
      "isRefusedBySelectionScope",
    );
    // A many-item action is refused only when it may act on none of the selection.
    const mixed = context({ selected: [off, on], canActOn: (_, pool) => pool.group !== "sales" });
    const removeChecked = { ...remove, privilege: "POOL_DELETE" };
    expect(actionBarItems([removeChecked], mixed)[0]).not.toHaveProperty("isRefusedBySelectionScope");
    const none = context({ selected: [off, on], canActOn: () => false });
    expect(actionBarItems([removeChecked], none)[0]).toMatchObject({ isRefusedBySelectionScope: true });
  });
});
