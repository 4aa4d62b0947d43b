import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluatePrivilegeExpression, privilegeSetFromRestPermissions } from "./privilege-set";

const NAMES = [
  "POOL_VIEW",
  "MACHINE_VIEW",
  "GLOBAL_CONFIG_VIEW",
  "FOLDER_MANAGEMENT",
  "ADMINISTRATOR",
] as const;

describe("privilege expressions (property)", () => {
  it("agrees with 'any alternative has all its names' for every granted set and expression", () => {
    const name = fc.constantFrom(...NAMES);
    const alternative = fc.array(name, { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(
        fc.uniqueArray(name),
        fc.array(alternative, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (granted, alternatives, spaced) => {
          const set = privilegeSetFromRestPermissions({
            local_privileges_info: [
              { access_group_id: "root", access_group_name: "Root", privileges: granted },
            ],
          });
          const and = spaced ? " & " : "&";
          const or = spaced ? " | " : "|";
          const expression = alternatives.map((names) => names.join(and)).join(or);
          const expected = alternatives.some((names) => names.every((one) => granted.includes(one)));
          expect(evaluatePrivilegeExpression(set, expression)).toBe(expected);
        },
      ),
    );
  });

  it("grants a child folder everything its root holds, whatever the child's own roles", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...NAMES)),
        fc.uniqueArray(fc.constantFrom(...NAMES)),
        (root, own) => {
          const set = privilegeSetFromRestPermissions({
            local_privileges_info: [
              { access_group_id: "root", access_group_name: "Root", privileges: root },
              { access_group_id: "child", access_group_name: "Child", privileges: own },
            ],
          });
          for (const privilege of [...root, ...own]) {
            expect(evaluatePrivilegeExpression(set, privilege, { accessGroupId: "child" })).toBe(true);
          }
        },
      ),
    );
  });
});
