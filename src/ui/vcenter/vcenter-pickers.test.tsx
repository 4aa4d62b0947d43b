import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { DatastoresPicker } from "./datastores-picker";
import { GuestCustomizationPicker } from "./guest-customization-picker";
import { HostOrClusterPicker } from "./host-or-cluster-picker";
import { ImageSnapshotPicker, type ImageSnapshot } from "./image-snapshot-picker";
import { ResourcePoolPicker } from "./resource-pool-picker";
import type { VcenterChoice } from "./vcenter-choice";
import { VcenterPicker } from "./vcenter-picker";
import { VmFolderPicker } from "./vm-folder-picker";

/** Every picker on one page, each fed by the choices before it, as a wizard's steps are. */
function Placement({ instantClone }: { instantClone: boolean }) {
  const [vcenter, setVcenter] = useState<VcenterChoice | null>(null);
  const [image, setImage] = useState<ImageSnapshot>({ baseVm: null, snapshot: null });
  const [folder, setFolder] = useState<VcenterChoice | null>(null);
  const [host, setHost] = useState<VcenterChoice | null>(null);
  const [resourcePool, setResourcePool] = useState<VcenterChoice | null>(null);
  const [datastores, setDatastores] = useState<VcenterChoice[]>([]);
  const [spec, setSpec] = useState<VcenterChoice | null>(null);
  const datacenterId = image.baseVm?.datacenterId;
  return (
    <>
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
            ignoredReasons={instantClone ? [] : ["INCOMPATIBLE_STANDALONE_HOST_FOR_INSTANT_CLONE"]}
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
          <GuestCustomizationPicker
            vcenterId={vcenter.id}
            value={spec}
            onChange={setSpec}
            allowNone={!instantClone}
          />
        </>
      )}
      <output aria-label="Chosen">
        {[
          image.snapshot?.label,
          folder?.label,
          resourcePool?.label,
          ...datastores.map((item) => item.label),
          spec?.label,
        ].join("|")}
      </output>
    </>
  );
}

const group = (name: string | RegExp) => screen.getByRole("group", { name });

describe("vCenter pickers", { timeout: 30_000 }, () => {
  it("chain from vCenter to datastores; refused objects are disabled with vSphere's reason", async () => {
    await signedInEmulator("admin");
    render(<Placement instantClone />);
    fireEvent.click(await within(group("vCenter Server")).findByRole("radio", { name: /vc1\./ }));
    const images = group("Golden image (parent VM)");
    expect(await within(images).findByRole("radio", { name: "win11-unprepared" })).toBeDisabled();
    expect(within(images).getByText(/Has no snapshots/)).toBeInTheDocument();
    fireEvent.click(within(images).getByRole("radio", { name: "win11-23h2-gold" }));
    fireEvent.click(
      await within(group(/Snapshot of win11-23h2-gold/)).findByRole("radio", { name: "Patched 2026-11" }),
    );
    fireEvent.click(await within(group("VM folder")).findByRole("radio", { name: "Desktops" }));
    expect(within(group("VM folder")).getByRole("radio", { name: "VDC Replicas" })).toBeDisabled();
    const hosts = group("Host or cluster");
    expect(await within(hosts).findByRole("radio", { name: /^esx/ })).toBeDisabled();
    fireEvent.click(within(hosts).getByRole("radio", { name: "Cluster-A" }));
    fireEvent.click(await within(group("Resource pool")).findByRole("radio", { name: "Desktops" }));
    const stores = group("Datastores");
    const full = await within(stores).findByRole("checkbox", { name: /-full$/ });
    expect(full).toHaveAccessibleDescription(/Nearly full/);
    fireEvent.click(within(stores).getByRole("checkbox", { name: "vsan-cluster-a" }));
    fireEvent.click(full);
    const specs = group("Guest customization specification");
    expect(within(specs).queryByRole("radio", { name: /None/ })).toBeNull();
    fireEvent.click(await within(specs).findByRole("radio", { name: "Windows domain join" }));
    expect(screen.getByRole("status", { name: "Chosen" })).toHaveTextContent(
      /^\/Base install\/Patched 2026-10\/Patched 2026-11\|Desktops\|Desktops\|vsan-cluster-a\|ssd-\d+-full\|Windows domain join$/,
    );
  });

  it("offers standalone hosts and no customisation when what is provisioned allows it", async () => {
    await signedInEmulator("admin");
    render(<Placement instantClone={false} />);
    fireEvent.click(await within(group("vCenter Server")).findByRole("radio", { name: /vc1\./ }));
    fireEvent.click(
      await within(group("Golden image (parent VM)")).findByRole("radio", { name: "win10-22h2-gold" }),
    );
    fireEvent.click(await within(group("Host or cluster")).findByRole("radio", { name: /^esx/ }));
    expect(
      await within(group("Guest customization specification")).findByRole("radio", { name: /None/ }),
    ).toBeEnabled();
  });

  it("shows a failed list with the server's message and loads it again on Retry; no permission says so", async () => {
    const { emulator } = await signedInEmulator("admin");
    emulator.faults.failWith({ method: "GET", path: "/rest/external/v1/base-vms" }, 404, {
      body: {
        status: 404,
        errors: [{ error_key: "x", error_message: "Could not find base vm image in VC" }],
      },
      times: 1,
    });
    render(<Placement instantClone />);
    fireEvent.click(await within(group("vCenter Server")).findByRole("radio", { name: /vc1\./ }));
    const images = group("Golden image (parent VM)");
    expect(await within(images).findByRole("alert")).toHaveTextContent(
      "The base image virtual machine does not exist in vCenter Server.",
    );
    fireEvent.click(within(images).getByRole("button", { name: "Retry" }));
    expect(await within(images).findByRole("radio", { name: "win11-23h2-gold" })).toBeEnabled();
  });

  it("tells an administrator without vCenter rights that the list is not theirs to see", async () => {
    await signedInEmulator("inventory");
    render(<VcenterPicker value={null} onChange={() => {}} />);
    expect(await within(group("vCenter Server")).findByRole("alert")).not.toHaveTextContent(/^$/);
  });
});
