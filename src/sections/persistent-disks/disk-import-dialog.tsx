import { useEffect, useId, useState } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { EditDialog, FieldError, fieldIds } from "../../ui/edit-form/edit-dialog";
import { useEditForm, type FieldErrors } from "../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../ui/i18n/use-translation";
import { importDiskCall } from "./api/persistent-disk-calls";
import { DEFAULT_DISK_SIZE_MB } from "./persistent-disks.model";
import type { DiskPool } from "./persistent-disks.types";

interface ImportForm {
  poolId: string;
  datastorePath: string;
  sizeMb: string;
}

/** "[datastore] folder/disk.vmdk", as vCenter names a disk file. */
const DISK_PATH = /^\[[^\]]+\] \S.*\.vmdk$/;

function validate(values: ImportForm): FieldErrors<ImportForm> {
  const size = Number(values.sizeMb);
  return {
    ...(values.poolId === "" ? { poolId: "persistentDisks.import.poolRequired" } : {}),
    ...(DISK_PATH.test(values.datastorePath.trim())
      ? {}
      : { datastorePath: "persistentDisks.import.pathInvalid" }),
    ...(Number.isInteger(size) && size >= 1 && size <= 2_147_483_647
      ? {}
      : { sizeMb: "persistentDisks.import.sizeInvalid" }),
  };
}

/**
 * Imports a disk file of vCenter as a detached persistent disk of a dedicated pool (the pool's vCenter
 * Server), 2048 MB unless the administrator gives another size.
 */
export function DiskImportDialog({
  loadPools,
  onClose,
  onImported,
}: {
  loadPools: () => Promise<Map<string, DiskPool>>;
  onClose: () => void;
  onImported: () => void;
}) {
  const t = useTranslation();
  const formId = useId();
  const [pools, setPools] = useState<DiskPool[]>([]);
  useEffect(() => {
    let isCurrent = true;
    loadPools().then(
      (byId) => {
        if (isCurrent)
          setPools(
            [...byId.values()].filter((pool) => pool.user_assignment === "DEDICATED" && pool.vcenter_id),
          );
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [loadPools]);
  const form = useEditForm<ImportForm>({
    initial: { poolId: "", datastorePath: "", sizeMb: String(DEFAULT_DISK_SIZE_MB) },
    validate,
    save: async (values) => {
      const pool = pools.find((candidate) => candidate.id === values.poolId);
      await sendApiCall(
        importDiskCall({
          virtual_center_id: pool?.vcenter_id ?? "",
          desktop_pool_id: values.poolId,
          datastore_path: values.datastorePath.trim(),
          capacity_mb: Number(values.sizeMb),
        }),
      );
    },
    onSaved: onImported,
  });
  const shown = (field: keyof ImportForm) => {
    const key = form.errors[field];
    // A field's message shows once the administrator has typed in it (the empty form is not "wrong").
    return key && form.isDirty ? t(key) : undefined;
  };
  return (
    <EditDialog title={t("persistentDisks.import.title")} form={form} onCancel={onClose} size="medium">
      <div className="vdc-field">
        <label htmlFor={`${formId}-poolId`}>{t("persistentDisks.import.pool")}</label>
        <select
          {...fieldIds(formId, "poolId", shown("poolId") !== undefined)}
          className="vdc-input"
          value={form.values.poolId}
          onChange={(event) => form.setField("poolId", event.target.value)}
        >
          <option value="">{t("persistentDisks.import.choosePool")}</option>
          {pools.map((pool) => (
            <option key={pool.id} value={pool.id}>
              {pool.name}
            </option>
          ))}
        </select>
        <FieldError formId={formId} field="poolId" message={shown("poolId")} />
      </div>
      <div className="vdc-field">
        <label htmlFor={`${formId}-datastorePath`}>{t("persistentDisks.import.path")}</label>
        <input
          {...fieldIds(formId, "datastorePath", shown("datastorePath") !== undefined)}
          className="vdc-input"
          placeholder="[datastore1] users/user-disk.vmdk"
          value={form.values.datastorePath}
          onChange={(event) => form.setField("datastorePath", event.target.value)}
        />
        <FieldError formId={formId} field="datastorePath" message={shown("datastorePath")} />
      </div>
      <div className="vdc-field">
        <label htmlFor={`${formId}-sizeMb`}>{t("persistentDisks.import.size")}</label>
        <input
          {...fieldIds(formId, "sizeMb", shown("sizeMb") !== undefined)}
          className="vdc-input"
          inputMode="numeric"
          value={form.values.sizeMb}
          onChange={(event) => form.setField("sizeMb", event.target.value)}
        />
        <FieldError formId={formId} field="sizeMb" message={shown("sizeMb")} />
      </div>
    </EditDialog>
  );
}
