import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentProps } from "react";
import { expect, fireEvent, fn, within } from "storybook/test";
import { DatastoresPicker } from "../../src/ui/vcenter/datastores-picker";
import { GuestCustomizationPicker } from "../../src/ui/vcenter/guest-customization-picker";
import { HostOrClusterPicker } from "../../src/ui/vcenter/host-or-cluster-picker";
import { ImageSnapshotPicker, type ImageSnapshot } from "../../src/ui/vcenter/image-snapshot-picker";
import { ResourcePoolPicker } from "../../src/ui/vcenter/resource-pool-picker";
import type { VcenterChoice } from "../../src/ui/vcenter/vcenter-choice";
import { VcenterPicker } from "../../src/ui/vcenter/vcenter-picker";
import { VmFolderPicker } from "../../src/ui/vcenter/vm-folder-picker";
import { storyCanvas } from "../support/story-canvas";
import { signInForStory } from "../support/story-emulator";

/** The administrator the story signs in as, beside the vCenter picker's own props for the docs table. */
type StoryArgs = { username: string } & ComponentProps<typeof VcenterPicker>;

/** The pickers one after another, each fed by the choices before it, as a wizard's steps use them. */
function Placement() {
  const [vcenter, setVcenter] = useState<VcenterChoice | null>(null);
  const [image, setImage] = useState<ImageSnapshot>({ baseVm: null, snapshot: null });
  const [folder, setFolder] = useState<VcenterChoice | null>(null);
  const [host, setHost] = useState<VcenterChoice | null>(null);
  const [resourcePool, setResourcePool] = useState<VcenterChoice | null>(null);
  const [datastores, setDatastores] = useState<VcenterChoice[]>([]);
  const [spec, setSpec] = useState<VcenterChoice | null>(null);
  const datacenterId = image.baseVm?.datacenterId;
  return (
    <div className="vdc-form">
      <VcenterPicker value={vcenter} onChange={setVcenter} />
      {vcenter && <ImageSnapshotPicker vcenterId={vcenter.id} {...image} onChange={setImage} />}
      {vcenter && datacenterId && (
        <>
          <VmFolderPicker
            vcenterId={vcenter.id}
            datacenterId={datacenterId}
            value={folder}
            onChange={setFolder}
          />
          <HostOrClusterPicker
            vcenterId={vcenter.id}
            datacenterId={datacenterId}
            value={host}
            onChange={setHost}
          />
        </>
      )}
      {vcenter && host && (
        <>
          <ResourcePoolPicker
            vcenterId={vcenter.id}
            hostOrClusterId={host.id}
            value={resourcePool}
            onChange={setResourcePool}
          />
          <DatastoresPicker
            vcenterId={vcenter.id}
            hostOrClusterId={host.id}
            value={datastores}
            onChange={setDatastores}
          />
          <GuestCustomizationPicker vcenterId={vcenter.id} value={spec} onChange={setSpec} />
        </>
      )}
    </div>
  );
}

const meta = {
  title: "UI/vCenter pickers",
  component: VcenterPicker,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "The choices of where a pool's machines are made: vCenter, golden image and snapshot, VM folder, host or cluster, resource pool, datastores and guest customization, each fed by the ones before it. Use them in the steps of a wizard that provisions machines; objects the administrator may not use are listed but disabled with the reason. The table lists the vCenter picker's props; the others take vcenterId, the ids chosen before, value and onChange.",
      },
      // The examples sign in to the in-browser pod as different administrators: each gets its own frame.
      story: { inline: false, height: "640px" },
    },
  },
  args: { username: "admin", value: null, onChange: fn() },
  argTypes: { username: { control: "select", options: ["admin", "readonly", "inventory"] } },
  beforeEach: signInForStory,
  render: () => <Placement />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

/** Every picker filled in on the seeded vCenter: refused objects disabled with the reason, a nearly full datastore flagged. */
export const Chained: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const group = (name: string | RegExp) => within(canvas.getByRole("group", { name }));
    const timeout = { timeout: 10_000 };
    await fireEvent.click(await canvas.findByRole("radio", { name: /vc1\./ }, timeout));
    await fireEvent.click(await canvas.findByRole("radio", { name: "win11-23h2-gold" }, timeout));
    await fireEvent.click(
      await group(/Snapshot of/).findByRole("radio", { name: "Patched 2026-11" }, timeout),
    );
    await fireEvent.click(await group("Host or cluster").findByRole("radio", { name: "Cluster-A" }, timeout));
    const full = await group("Datastores").findByRole("checkbox", { name: /-full$/ }, timeout);
    await fireEvent.click(full);
    await expect(full).toBeChecked();
    await expect(await canvas.findByRole("radio", { name: "Windows static IP" }, timeout)).toBeDisabled();
  },
};

/** An inventory administrator of one access group holds no vCenter rights: the list says so. */
export const NoPermission: Story = {
  args: { username: "inventory" },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(await canvas.findByRole("alert", {}, { timeout: 10_000 })).toBeVisible();
  },
};
