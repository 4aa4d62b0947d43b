import { useEffect, useId, useState } from "react";
import type { NamedItem } from "../../core/query/id-names";
import type { ActionValues } from "../../ui/actions/section-action";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { getPoolMachines } from "./api/persistent-disk-reads";
import type { PersistentDiskRow } from "./persistent-disks.types";

/** The attach confirmation's value: the chosen machine's id. */
export const MACHINE_INPUT: ActionValues = { machineId: "" };
export const isMachineChosen = (values: ActionValues) =>
  typeof values.machineId === "string" && values.machineId !== "";

type Load =
  { status: "loading" } | { status: "ready"; machines: NamedItem[] } | { status: "failed"; error: unknown };

/** Chooses the machine of the disk's pool that the disk is attached to. */
export function DiskMachineInput({
  disk,
  values,
  set,
}: {
  disk: PersistentDiskRow | undefined;
  values: ActionValues;
  set: (name: string, value: string | boolean) => void;
}) {
  const t = useTranslation();
  const errorText = useErrorText();
  const selectId = useId();
  const poolId = disk?.desktop_pool_id;
  const [load, setLoad] = useState<Load>(() =>
    poolId ? { status: "loading" } : { status: "ready", machines: [] },
  );

  useEffect(() => {
    if (!poolId) return;
    const controller = new AbortController();
    getPoolMachines(poolId, controller.signal).then(
      (machines) => setLoad({ status: "ready", machines }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: "failed", error });
      },
    );
    return () => controller.abort();
  }, [poolId]);

  if (load.status === "loading") return <p role="status">{t("persistentDisks.attach.loading")}</p>;
  if (load.status === "failed") return <p role="alert">{errorText(load.error)}</p>;
  if (load.machines.length === 0) return <p>{t("persistentDisks.attach.none")}</p>;
  return (
    <div className="vdc-field">
      <label htmlFor={selectId}>{t("persistentDisks.attach.machine")}</label>
      <select
        id={selectId}
        className="vdc-input"
        value={typeof values.machineId === "string" ? values.machineId : ""}
        onChange={(event) => set("machineId", event.target.value)}
      >
        <option value="">{t("persistentDisks.attach.choose")}</option>
        {load.machines.map((machine) => (
          <option key={machine.id} value={machine.id}>
            {machine.name}
          </option>
        ))}
      </select>
    </div>
  );
}
