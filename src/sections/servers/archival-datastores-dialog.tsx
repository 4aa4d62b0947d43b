import { sendApiCall } from "../../core/http/api-call";
import { throwItemRefusal } from "../../core/http/item-refusal";
import { EditDialog } from "../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { DatacenterPicker } from "../../ui/vcenter/datacenter-picker";
import { DatastoresPicker } from "../../ui/vcenter/datastores-picker";
import { HostOrClusterPicker } from "../../ui/vcenter/host-or-cluster-picker";
import type { VcenterChoice } from "../../ui/vcenter/vcenter-choice";
import { markDatastoresForArchivalCall } from "./api/server-calls";
import type { VirtualCenterRow } from "./servers.types";

interface ArchivalForm {
  datacenter: VcenterChoice | null;
  host: VcenterChoice | null;
  datastores: VcenterChoice[];
}

/**
 * Marks the datastores of one host or cluster that archived machines are saved to (FORENSICS): the
 * datacenter, then the host or cluster, then its datastores.
 */
export function ArchivalDatastoresDialog({
  vcenter,
  onClose,
  onSaved,
}: {
  vcenter: VirtualCenterRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslation();
  const form = useEditForm<ArchivalForm>({
    initial: { datacenter: null, host: null, datastores: [] },
    validate: ({ host, datastores }) => ({
      ...(host ? {} : { host: "servers.archival.hostRequired" }),
      ...(datastores.length > 0 ? {} : { datastores: "servers.archival.datastoresRequired" }),
    }),
    save: async ({ host, datastores }) => {
      if (!host) return;
      throwItemRefusal(
        await sendApiCall(
          markDatastoresForArchivalCall(
            vcenter.id,
            host.id,
            datastores.map((datastore) => datastore.id),
          ),
        ),
      );
    },
    onSaved,
  });
  const { datacenter, host, datastores } = form.values;
  return (
    <EditDialog
      title={t("servers.archival.title", { name: vcenter.server_name })}
      form={form}
      onCancel={onClose}
    >
      <p>{t("servers.archival.intro")}</p>
      <DatacenterPicker
        vcenterId={vcenter.id}
        value={datacenter}
        onChange={(chosen) => {
          form.setField("datacenter", chosen);
          form.setField("host", null);
          form.setField("datastores", []);
        }}
      />
      {datacenter && (
        <HostOrClusterPicker
          vcenterId={vcenter.id}
          datacenterId={datacenter.id}
          value={host}
          onChange={(chosen) => {
            form.setField("host", chosen);
            form.setField("datastores", []);
          }}
        />
      )}
      {host && (
        <DatastoresPicker
          vcenterId={vcenter.id}
          hostOrClusterId={host.id}
          value={datastores}
          onChange={(chosen) => form.setField("datastores", chosen)}
        />
      )}
    </EditDialog>
  );
}
