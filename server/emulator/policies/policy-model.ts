/*
 * Pool policies and per-user policy overrides (spec 000 §2 "policies", "policy overrides"; permission
 * modes of spec 001 §3). The public REST API has no calls for them, so the emulator defines its own
 * (docs/emulator.md). One model for every level: global defaults, a pool's own modes (Inherit takes the
 * global value), and a user's overrides on a pool (Allow or Deny, Inherit = no override). The global
 * policies section builds on the same model.
 */

/** The policies a pool carries. */
export const POLICY_NAMES = [
  "MULTIMEDIA_REDIRECTION",
  "USB_ACCESS",
  "REMOTE_MODE",
  "PCOIP_HARDWARE_ACCELERATION",
] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];

/** Spec 001 §3 permission modes, in the REST spelling. */
export const POLICY_MODES = ["ALLOW", "DENY", "INHERIT"] as const;
export type PolicyMode = (typeof POLICY_MODES)[number];
export type EffectiveMode = Exclude<PolicyMode, "INHERIT">;

/** One policy as the API answers it: the mode set at this level and the mode in force. */
export interface PolicyValue {
  name: PolicyName;
  mode: PolicyMode;
  effective_mode: EffectiveMode;
}

/** A user's overrides on one pool. */
export interface PolicyOverride {
  ad_user_or_group_id: string;
  policies: { name: PolicyName; mode: EffectiveMode }[];
}

/** A refusal of a policy change, answered as a 400 with this error key. */
export class PolicyInputError extends Error {
  constructor(
    readonly errorKey: string,
    message: string,
  ) {
    super(message);
  }
}

const isName = (value: unknown): value is PolicyName =>
  typeof value === "string" && (POLICY_NAMES as readonly string[]).includes(value);
const isMode = (value: unknown): value is PolicyMode =>
  typeof value === "string" && (POLICY_MODES as readonly string[]).includes(value);

/**
 * Reads a list of `{name, mode}` (each name once); throws PolicyInputError on anything else. Global
 * defaults and overrides cannot inherit from anything: `allowInherit` is false for them.
 */
export function parsePolicyList(
  body: unknown,
  allowInherit: boolean,
): { name: PolicyName; mode: PolicyMode }[] {
  if (!Array.isArray(body) || body.length === 0)
    throw new PolicyInputError("policy.list.invalid", "Expected a non-empty list of {name, mode}");
  const seen = new Set<string>();
  return body.map((entry: unknown) => {
    const { name, mode } = (entry ?? {}) as { name?: unknown; mode?: unknown };
    if (!isName(name)) throw new PolicyInputError("policy.name.invalid", `Unknown policy ${String(name)}`);
    if (seen.has(name)) throw new PolicyInputError("policy.name.duplicate", `${name} is listed twice`);
    seen.add(name);
    if (!isMode(mode) || (!allowInherit && mode === "INHERIT"))
      throw new PolicyInputError("policy.mode.invalid", `Invalid mode ${String(mode)} for ${name}`);
    return { name, mode };
  });
}

/** Global defaults of a new pod: everything allowed. */
const DEFAULTS: Record<PolicyName, EffectiveMode> = {
  MULTIMEDIA_REDIRECTION: "ALLOW",
  USB_ACCESS: "ALLOW",
  REMOTE_MODE: "ALLOW",
  PCOIP_HARDWARE_ACCELERATION: "ALLOW",
};

/** Policies at every level, in memory (unset pool modes are INHERIT). */
export class PolicyStore {
  private readonly global: Record<PolicyName, EffectiveMode> = { ...DEFAULTS };
  private readonly pools = new Map<string, Partial<Record<PolicyName, EffectiveMode>>>();
  private readonly overrides = new Map<string, Map<string, PolicyOverride>>();

  /** The global defaults. */
  globalPolicies(): PolicyValue[] {
    return POLICY_NAMES.map((name) => ({ name, mode: this.global[name], effective_mode: this.global[name] }));
  }

  setGlobal(changes: readonly { name: PolicyName; mode: PolicyMode }[]): void {
    for (const { name, mode } of changes) if (mode !== "INHERIT") this.global[name] = mode;
  }

  /** A pool's policies: its own mode, else INHERIT with the global mode in force. */
  poolPolicies(poolId: string): PolicyValue[] {
    const own = this.pools.get(poolId) ?? {};
    return POLICY_NAMES.map((name) => {
      const mode = own[name];
      return mode
        ? { name, mode, effective_mode: mode }
        : { name, mode: "INHERIT", effective_mode: this.global[name] };
    });
  }

  setPool(poolId: string, changes: readonly { name: PolicyName; mode: PolicyMode }[]): void {
    const own = { ...this.pools.get(poolId) };
    for (const { name, mode } of changes) {
      if (mode === "INHERIT") delete own[name];
      else own[name] = mode;
    }
    this.pools.set(poolId, own);
  }

  /** The modes a pool sets itself (INHERIT ones left out): where a pool departs from the global value. */
  poolOwnModes(poolId: string): { name: PolicyName; mode: EffectiveMode }[] {
    const own = this.pools.get(poolId) ?? {};
    return POLICY_NAMES.flatMap((name) => {
      const mode = own[name];
      return mode ? [{ name, mode }] : [];
    });
  }

  /** A pool's user overrides, in the order they were made. */
  poolOverrides(poolId: string): PolicyOverride[] {
    return [...(this.overrides.get(poolId)?.values() ?? [])];
  }

  override(poolId: string, userId: string): PolicyOverride | undefined {
    return this.overrides.get(poolId)?.get(userId);
  }

  /** Sets a user's overrides on a pool (INHERIT entries drop out); none left is a PolicyInputError. */
  setOverride(
    poolId: string,
    userId: string,
    changes: readonly { name: PolicyName; mode: PolicyMode }[],
  ): PolicyOverride {
    const policies = POLICY_NAMES.flatMap((name) => {
      const mode = changes.find((change) => change.name === name)?.mode;
      return mode && mode !== "INHERIT" ? [{ name, mode }] : [];
    });
    if (policies.length === 0)
      throw new PolicyInputError("policy.override.empty", "An override must allow or deny a policy");
    const override: PolicyOverride = { ad_user_or_group_id: userId, policies };
    let pool = this.overrides.get(poolId);
    if (!pool) {
      pool = new Map();
      this.overrides.set(poolId, pool);
    }
    pool.set(userId, override);
    return override;
  }

  /** Removes a user's overrides; false when there were none. */
  removeOverride(poolId: string, userId: string): boolean {
    return this.overrides.get(poolId)?.delete(userId) ?? false;
  }

  /** Forgets a deleted pool. */
  dropPool(poolId: string): void {
    this.pools.delete(poolId);
    this.overrides.delete(poolId);
  }
}
