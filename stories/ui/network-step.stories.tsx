import type { Meta, StoryObj } from "@storybook/react-vite";
import { useCallback, useState } from "react";
import { expect, fireEvent, within } from "storybook/test";
import { getBaseSnapshots } from "../../src/core/vcenter/get-base-snapshots";
import { getBaseVms } from "../../src/core/vcenter/get-base-vms";
import { getHostsOrClusters } from "../../src/core/vcenter/get-hosts-or-clusters";
import { getVirtualCenters } from "../../src/core/vcenter/get-virtual-centers";
import { useResource } from "../../src/ui/resource/use-resource";
import { networkStepOf, type NetworkPlacement } from "../../src/ui/vcenter/network-step";
import { EMPTY_NETWORK, type NetworkEntries } from "../../src/ui/vcenter/vcenter-entries";
import { useDeclaredStep } from "../../src/ui/wizard/declared-step";
import { Wizard } from "../../src/ui/wizard/wizard";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

/** The administrator the story signs in as, and the golden image whose latest snapshot is placed. */
type StoryArgs = { username: string; imageName: string };

/** The image's latest snapshot on the first cluster of the first vCenter, as the earlier steps choose them. */
async function placementOf(imageName: string): Promise<NetworkPlacement> {
  const [vcenter] = await getVirtualCenters();
  const vcenterId = vcenter?.id ?? "";
  const vm = (await getBaseVms(vcenterId)).find((item) => item.name === imageName);
  const snapshot = (await getBaseSnapshots(vcenterId, vm?.id ?? "")).at(-1);
  const [host] = await getHostsOrClusters(vcenterId, vm?.datacenter_id ?? "");
  return {
    vcenterId,
    baseVmId: vm?.id ?? "",
    snapshotId: snapshot?.id ?? "",
    hostOrClusterId: host?.id ?? "",
  };
}

/** The shared network step in a wizard of its own, as the pool and farm wizards show it. */
function NetworkWizard({ placement }: { placement: NetworkPlacement }) {
  const [entries, setEntries] = useState<NetworkEntries>(EMPTY_NETWORK);
  const step = useDeclaredStep(networkStepOf(placement), {
    values: entries,
    setField: (field, value) => setEntries((current) => ({ ...current, [field]: value })),
  });
  return <Wizard isOpen title="Add desktop pool" steps={[step]} onFinish={() => {}} onCancel={() => {}} />;
}

function NetworkStepStory({ imageName }: { imageName: string }) {
  const load = useCallback(() => placementOf(imageName), [imageName]);
  const placement = useResource(load);
  return placement.state.status === "ready" ? <NetworkWizard placement={placement.state.data} /> : null;
}

const meta = {
  title: "UI/Wizard/Network step",
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The network of instant clones (spec 001 §3 and §5), one declared step shared by the desktop pool and farm wizards: the network cards of the golden image's snapshot, which by default keep the image's network; unticked, each card may be given a network (port group) of the host or cluster, shown with its switch type, port binding and free ports. Loading, failed (Retry), a snapshot without cards and a pod that does not offer the call are each said in words; the wizard goes on with the image's network.",
      },
      story: { inline: false, height: "640px" },
    },
  },
  args: { username: "admin", imageName: "win11-23h2-gold" },
  argTypes: {
    username: { control: "select", options: ["admin", "readonly"] },
    imageName: { control: "select", options: ["win11-23h2-gold", "win10-22h2-gold", "ubuntu-2204-gold"] },
  },
  beforeEach: signInForStory,
  render: (args) => <NetworkStepStory imageName={args.imageName} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

/** The second card of the Windows 11 image put on the distributed port group. */
export const CardOnPortGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await fireEvent.click(
      await canvas.findByRole(
        "checkbox",
        { name: "Use the golden image's network for every card" },
        { timeout: 10_000 },
      ),
    );
    // Finish is pressable: it says a choice is still to make, and stays.
    await fireEvent.click(canvas.getByRole("button", { name: "Finish" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Choose one of the entries offered on this step before going on.",
    );
    const second = await canvas.findByRole("group", { name: /^Network adapter 2/ }, { timeout: 10_000 });
    await fireEvent.click(await within(second).findByRole("radio", { name: "Desktops-VLAN20" }));
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** A snapshot taken without network cards: said so, and the wizard goes on. */
export const SnapshotWithoutCards: Story = {
  args: { imageName: "ubuntu-2204-gold" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(
      await canvas.findByText("This snapshot has no network cards.", {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Finish" })).toBeEnabled();
  },
};
