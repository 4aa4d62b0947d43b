import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { getBaseSnapshots } from "../../core/vcenter/get-base-snapshots";
import { getBaseVms } from "../../core/vcenter/get-base-vms";
import { getHostsOrClusters } from "../../core/vcenter/get-hosts-or-clusters";
import { getVirtualCenters } from "../../core/vcenter/get-virtual-centers";
import { useDeclaredStep } from "../wizard/declared-step";
import { networkStepOf, type NetworkPlacement } from "./network-step";
import { EMPTY_NETWORK, nicSettingsOf, type NetworkEntries } from "./vcenter-entries";

/** The step as a wizard shows it, with whether Next would be enabled and what the create spec gets. */
function Step({ placement }: { placement: NetworkPlacement }) {
  const [entries, setEntries] = useState<NetworkEntries>(EMPTY_NETWORK);
  const step = useDeclaredStep(networkStepOf(placement), {
    values: entries,
    setField: (field, value) => setEntries((current) => ({ ...current, [field]: value })),
  });
  return (
    <>
      {step.content}
      <output aria-label="Step">{step.isValid ? "valid" : "invalid"}</output>
      <output aria-label="Spec">{JSON.stringify(nicSettingsOf(entries))}</output>
    </>
  );
}

/** A signed-in pod and the placement of an image's latest snapshot on the first cluster. */
async function placementOf(imageName: string) {
  const { emulator } = await signedInEmulator("admin");
  const [vcenter] = await getVirtualCenters();
  const vcenterId = vcenter?.id ?? "";
  const vm = (await getBaseVms(vcenterId)).find((item) => item.name === imageName);
  const snapshot = (await getBaseSnapshots(vcenterId, vm?.id ?? "")).at(-1);
  const [host] = await getHostsOrClusters(vcenterId, vm?.datacenter_id ?? "");
  const placement: NetworkPlacement = {
    vcenterId,
    baseVmId: vm?.id ?? "",
    snapshotId: snapshot?.id ?? "",
    hostOrClusterId: host?.id ?? "",
  };
  return { emulator, placement };
}

const stepState = () => screen.getByRole("status", { name: "Step" }).textContent;
const spec = () => JSON.parse(screen.getByRole("status", { name: "Spec" }).textContent ?? "") as unknown;

// Spec 001 §3 and §5: the network cards of the golden image's snapshot, each on a port group of the host
// or cluster (switch type and port binding shown), the image's network by default.
describe("the network step (spec 001 §3, §5)", { timeout: 30_000 }, () => {
  it("keeps the golden image's network by default, and maps a card to a port group when asked", async () => {
    const { placement } = await placementOf("win11-23h2-gold");
    render(<Step placement={placement} />);
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    const cards = await screen.findByRole("region", { name: "Network cards of the snapshot" });
    expect(
      within(cards)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Network adapter 1 \(00:50:56:/),
      expect.stringMatching(/^Network adapter 2 \(00:50:56:/),
    ]);
    expect(stepState()).toBe("valid");
    expect(spec()).toEqual({});

    fireEvent.click(screen.getByRole("checkbox", { name: "Use the golden image's network for every card" }));
    const second = await screen.findByRole("group", { name: /^Network adapter 2/ });
    const portGroup = await within(second).findByRole("radio", { name: "Desktops-VLAN20" });
    expect(portGroup).toHaveAccessibleDescription(
      "Distributed switch (port group) · Ephemeral binding · 880 of 1024 ports free",
    );
    // Choosing per card with no card given a network would send the image's network: the step says so.
    expect(stepState()).toBe("invalid");
    expect(
      screen.getByText("Choose a network for at least one card, or use the golden image's network."),
    ).toBeInTheDocument();
    fireEvent.click(portGroup);
    expect(stepState()).toBe("valid");
    expect(within(second).getByRole("radio", { name: "Desktops-VLAN20" })).toBeChecked();
    const nics = (spec() as { nics: { network_interface_card_id: string }[] }).nics;
    expect(nics).toEqual([
      {
        network_interface_card_id: expect.stringMatching(/-nic-4001$/),
        network_label_assignment_specs: [
          { enabled: true, max_label_type: "UNLIMITED", network_label_name: "Desktops-VLAN20" },
        ],
      },
    ]);
    // Back to the image's network for that card: nothing mapped, nothing sent.
    fireEvent.click(within(second).getByRole("radio", { name: "The golden image's network" }));
    expect(stepState()).toBe("invalid");
  });

  it("says a snapshot has no network cards", async () => {
    const { placement } = await placementOf("ubuntu-2204-gold");
    render(<Step placement={placement} />);
    expect(await screen.findByText("This snapshot has no network cards.")).toBeInTheDocument();
    expect(stepState()).toBe("valid");
  });

  it("shows a failed read with Retry, and the cards once it answers", async () => {
    const { emulator, placement } = await placementOf("win10-22h2-gold");
    emulator.faults.failWith({ method: "GET", path: "/rest/external/v1/network-interface-cards" }, 500, {
      times: 1,
    });
    render(<Step placement={placement} />);
    const failed = await screen.findByRole("alert");
    fireEvent.click(within(failed).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText(/^Network adapter 1 \(/)).toBeInTheDocument();
  });

  it("on a pod without the call, says the clones use the image's network and lets the wizard go on", async () => {
    const { emulator, placement } = await placementOf("win11-23h2-gold");
    // A pod's servlet answers a call it lacks with 404 and no error key.
    const path = "/rest/external/v1/network-interface-cards";
    emulator.faults.failWith({ method: "GET", path }, 404, {
      body: { timestamp: 0, status: 404, error: "Not Found", path },
    });
    render(<Step placement={placement} />);
    expect(
      await screen.findByText(
        "This pod does not list network cards or networks: the clones use the golden image's network.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(stepState()).toBe("valid");
    expect(spec()).toEqual({});
  });
});
