import { useCallback, useId, useState } from "react";
import { sendApiCall } from "../../core/http/api-call";
import { DataGrid } from "../../ui/data-grid/data-grid";
import type { GridColumn } from "../../ui/data-grid/grid-column";
import { Dialog } from "../../ui/dialog/dialog";
import { DropdownSelect } from "../../ui/dropdown-select/dropdown-select";
import { useEditForm } from "../../ui/edit-form/use-edit-form";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useResource } from "../../ui/resource/use-resource";
import { isApplicationNameAvailable } from "./api/check-application-name";
import { createApplicationPoolCall } from "./api/create-application-pool";
import { getApplicationDesktopPools } from "./api/get-application-desktop-pools";
import { getPublishingFarms } from "./api/get-publishing-farms";
import { getInstalledApplications } from "./api/get-installed-applications";
import { ApplicationFormFields, suggestedName, validateApplicationForm } from "./application-form-fields";
import type { ApplicationForm, ApplicationHost, InstalledApplication } from "./application-pools.types";
import { ApplicationSettingsFields, DEFAULT_SETTINGS } from "./application-settings-fields";

const INSTALLED_COLUMNS: GridColumn<InstalledApplication>[] = [
  {
    field: "name",
    kind: "name",
    label: "appPools.add.column.name",
    filter: { type: "STRING", operator: "Contains" },
    isAlwaysVisible: true,
    disableTranslation: true,
  },
  { field: "version", kind: "status", label: "appPools.column.version", disableTranslation: true },
  { field: "publisher", label: "appPools.column.publisher", disableTranslation: true },
  { field: "executable_path", label: "appPools.column.path", disableTranslation: true },
];

const EMPTY_FORM: ApplicationForm = {
  name: "",
  display_name: "",
  executable_path: "",
  version: "",
  publisher: "",
  start_folder: "",
  parameters: "",
  ...DEFAULT_SETTINGS,
};

/** The result of publishing one application. */
interface Published {
  name: string;
  text: string;
  isOk: boolean;
}

async function loadHosts(): Promise<ApplicationHost[]> {
  const [farms, pools] = await Promise.all([getPublishingFarms(), getApplicationDesktopPools()]);
  return [
    ...farms.map((farm) => ({ kind: "farm" as const, id: farm.id, name: farm.name })),
    ...pools.map((pool) => ({ kind: "desktop-pool" as const, id: pool.id, name: pool.name })),
  ].sort((a, b) => a.name.localeCompare(b.name));
}

export interface AddApplicationsDialogProps {
  /** After at least one application was published (the list reloads). */
  onPublished: () => void;
  onClose: () => void;
}

/**
 * Publishes applications from a farm or desktop pool: several at once from the applications installed
 * there (each name checked for availability first), or one entered by hand.
 */
export function AddApplicationsDialog({ onPublished, onClose }: AddApplicationsDialogProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const modeName = useId();
  const { state: hosts, reload: retryHosts } = useResource(loadHosts);
  const [hostId, setHostId] = useState("");
  const [mode, setMode] = useState<"installed" | "manual">("installed");
  const [chosen, setChosen] = useState<InstalledApplication[]>([]);
  const [results, setResults] = useState<Published[] | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const hostList = hosts.status === "ready" ? hosts.data : [];
  const host = hostList.find((entry) => entry.id === hostId) ?? hostList[0];
  const loadInstalled = useCallback(
    () => (host ? getInstalledApplications(host) : Promise.resolve([])),
    // The host's id names what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [host?.id],
  );
  const { state: installed, reload: retryInstalled } = useResource(loadInstalled);
  const manual = useEditForm<ApplicationForm>({
    initial: EMPTY_FORM,
    validate: validateApplicationForm,
    save: async (values) => {
      if (!host) return;
      await sendApiCall(createApplicationPoolCall(host, values));
    },
    onSaved: () => {
      onPublished();
      onClose();
    },
  });

  const hostOptions = hostList.map((entry) => ({
    value: entry.id,
    label: t(entry.kind === "farm" ? "appPools.add.farmOption" : "appPools.add.poolOption", {
      name: entry.name,
    }),
  }));

  const publishChosen = async () => {
    if (!host) return;
    setIsBusy(true);
    const outcome: Published[] = [];
    for (const application of chosen) {
      const name = suggestedName(application.name);
      try {
        if (!(await isApplicationNameAvailable(name))) {
          outcome.push({ name, isOk: false, text: t("appPools.add.nameTaken") });
          continue;
        }
        await sendApiCall(
          createApplicationPoolCall(host, {
            ...EMPTY_FORM,
            name,
            display_name: application.name,
            executable_path: application.executable_path,
            version: application.version ?? "",
            publisher: application.publisher ?? "",
          }),
        );
        outcome.push({ name, isOk: true, text: t("appPools.add.published") });
      } catch (error) {
        outcome.push({ name, isOk: false, text: errorText(error) });
      }
    }
    setIsBusy(false);
    setResults(outcome);
    setChosen([]);
    if (outcome.some((entry) => entry.isOk)) onPublished();
  };

  const footer = (
    <>
      <button type="button" className="vdc-button" onClick={onClose} disabled={isBusy || manual.isSaving}>
        {t(results ? "ui.action.close" : "ui.action.cancel")}
      </button>
      {mode === "installed" ? (
        <button
          type="button"
          className="vdc-button"
          data-variant="primary"
          disabled={chosen.length === 0 || isBusy}
          aria-busy={isBusy}
          onClick={() => void publishChosen()}
        >
          {t("appPools.add.publishChosen", { count: chosen.length })}
        </button>
      ) : (
        <button
          type="button"
          className="vdc-button"
          data-variant="primary"
          disabled={!manual.isValid || manual.isSaving || !host}
          aria-busy={manual.isSaving}
          onClick={() => void manual.save()}
        >
          {t("appPools.add.publish")}
        </button>
      )}
    </>
  );

  return (
    <Dialog isOpen title={t("appPools.add.title")} size="large" onDismiss={onClose} footer={footer}>
      {hosts.status === "loading" && <p role="status">{t("appPools.add.loadingHosts")}</p>}
      {hosts.status === "error" && (
        <div role="alert" className="vdc-notice" data-tone="error">
          <p>{errorText(hosts.error)}</p>
          <button type="button" className="vdc-button" onClick={retryHosts}>
            {t("appPools.add.retry")}
          </button>
        </div>
      )}
      {hosts.status === "ready" && hostList.length === 0 && <p>{t("appPools.add.noHosts")}</p>}
      {host && (
        <div className="vdc-form">
          <DropdownSelect
            label={t("appPools.add.host")}
            options={hostOptions}
            value={host.id}
            onChange={(value) => {
              setHostId(value);
              setChosen([]);
              setResults(null);
            }}
          />
          <fieldset className="vdc-fieldset">
            <legend>{t("appPools.add.how")}</legend>
            {(["installed", "manual"] as const).map((value) => (
              <label key={value} className="vdc-checkbox">
                <input
                  type="radio"
                  name={modeName}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                {t(`appPools.add.mode.${value}`)}
              </label>
            ))}
          </fieldset>
          {results && (
            <div
              role="status"
              className="vdc-notice"
              data-tone={results.every((r) => r.isOk) ? "success" : "error"}
            >
              <ul>
                {results.map((result) => (
                  <li key={result.name}>
                    {result.name}: {result.text}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {mode === "installed" ? (
            <DataGrid<InstalledApplication>
              gridId="application-pool-installed"
              label={t("appPools.add.installedLabel", { name: host.name })}
              columns={INSTALLED_COLUMNS}
              data={installed.status === "ready" ? installed.data : []}
              isLoading={installed.status === "loading"}
              error={installed.status === "error" ? installed.error : undefined}
              onRefresh={retryInstalled}
              rowId={(application) => application.executable_path}
              selection="multi"
              onSelectionChange={(rows) => setChosen(rows)}
              placeholderText={t("appPools.add.noneInstalled")}
            />
          ) : (
            <>
              <ApplicationFormFields form={manual} />
              <ApplicationSettingsFields form={manual} onFarm={host.kind === "farm"} />
              {manual.saveError !== null && (
                <p className="vdc-error-text" role="alert">
                  {manual.saveError}
                </p>
              )}
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
