import { describe, expect, it } from "vitest";
import {
  PROBLEM_MACHINE_STATES,
  PROBLEM_MACHINE_STATES_REST,
  countMachineStates,
  isProblemMachineState,
  machineStateGroup,
  machineStateSeverity,
} from "./machine-problems.model";

describe("machine problem states", () => {
  it("counts every state of the spec's problem list, in either API spelling", () => {
    expect(PROBLEM_MACHINE_STATES).toHaveLength(14);
    for (const state of PROBLEM_MACHINE_STATES) expect(isProblemMachineState(state)).toBe(true);
    expect(isProblemMachineState("AGENT_ERROR_NEEDS_REBOOT")).toBe(true);
    expect(isProblemMachineState("AGENT_ERROR_STARTUP_IN_PROGRESS")).toBe(true);
    expect(PROBLEM_MACHINE_STATES_REST).toContain("AGENT_ERROR_NEEDS_REBOOT");
    expect(PROBLEM_MACHINE_STATES_REST).not.toContain("AGENT_ERR_NEED_REBOOT");
  });

  it("does not count healthy or transitional states as problems", () => {
    for (const state of [
      "AVAILABLE",
      "CONNECTED",
      "DISCONNECTED",
      "PROVISIONING",
      "MAINTENANCE",
      "DELETING",
    ]) {
      expect(isProblemMachineState(state)).toBe(false);
    }
  });

  it("groups states for the chart, problems first", () => {
    expect(machineStateGroup("PROVISIONED")).toBe("available");
    expect(machineStateGroup("UNASSIGNED_USER_CONNECTED")).toBe("problem");
    expect(machineStateGroup("AGENT_DRAIN_MODE")).toBe("maintenance");
    expect(machineStateGroup("DELETING")).toBe("other");
    expect(countMachineStates(["AVAILABLE", "ERROR", "ERROR", "CONNECTED"])).toEqual({
      available: 1,
      connected: 1,
      disconnected: 0,
      provisioning: 0,
      maintenance: 0,
      problem: 2,
      other: 0,
    });
  });

  it("rates a state for its status icon: problems are errors, machines taking no sessions are warnings", () => {
    expect(machineStateSeverity("AGENT_UNREACHABLE")).toBe("ERROR");
    expect(machineStateSeverity("MAINTENANCE")).toBe("WARN");
    expect(machineStateSeverity("PROVISIONING")).toBe("WARN");
    expect(machineStateSeverity("DISABLED")).toBe("WARN");
    expect(machineStateSeverity("AGENT_DRAIN_UNTIL_RESTART")).toBe("WARN");
    expect(machineStateSeverity("AVAILABLE")).toBe("OK");
    expect(machineStateSeverity("SOMETHING_NEW")).toBe("UNKNOWN");
  });
});
