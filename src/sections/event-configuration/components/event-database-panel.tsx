import { useCallback, useId, useMemo } from "react";
import { useItemActions } from "../../../ui/actions/item-actions";
import type { SectionAction } from "../../../ui/actions/section-action";
import { KeyValuePanel } from "../../../ui/detail-page/key-value-panel";
import { EditButton, type EditorControls } from "../../../ui/edit-form/edit-button";
import { EditDialog } from "../../../ui/edit-form/edit-dialog";
import { useEditForm } from "../../../ui/edit-form/use-edit-form";
import { useTranslation } from "../../../ui/i18n/use-translation";
import { useResource } from "../../../ui/resource/use-resource";
import { NoticeLine, ResourceContent } from "../../../ui/section-page/section-page";
import { clearEventDatabaseCall } from "../api/clear-event-database";
import { getEventDatabase } from "../api/get-event-database";
import { getEventDatabaseMonitor } from "../api/get-event-database-monitor";
import { updateEventDatabase } from "../api/update-event-database";
import {
  eventDatabaseFields,
  eventDatabaseUpdate,
  validateEventDatabase,
  type EventDatabaseFields,
} from "../event-configuration.model";
import {
  DATABASE_TYPES,
  SHOW_PERIODS,
  type EventDatabaseInfo,
  type EventDatabaseMonitor,
} from "../event-configuration.types";
import { SelectField, TextField } from "./form-fields";

interface EventDatabaseState {
  info: EventDatabaseInfo;
  /** The health, or null when the monitor could not be read (the configuration still shows). */
  monitor: EventDatabaseMonitor | null;
}

async function loadEventDatabase(): Promise<EventDatabaseState> {
  const [info, monitor] = await Promise.all([
    getEventDatabase(),
    getEventDatabaseMonitor().catch(() => null),
  ]);
  return { info, monitor };
}

const period = (value: string) => `eventConfiguration.period.${value}`;

/** The event database: its connection, how long events show and stay, edit and clear. */
export function EventDatabasePanel() {
  const t = useTranslation();
  const { state, reload, refresh } = useResource(loadEventDatabase);
  const titleId = useId();
  return (
    <section className="vdc-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("eventConfiguration.database.title")}</h3>
      <ResourceContent resource={state} onRetry={reload}>
        {(loaded) => <EventDatabaseContent {...loaded} onSaved={reload} onCleared={refresh} />}
      </ResourceContent>
    </section>
  );
}

function EventDatabaseContent({
  info,
  monitor,
  onSaved,
  onCleared,
}: EventDatabaseState & { onSaved: () => void; onCleared: () => Promise<void> }) {
  const t = useTranslation();
  const databaseName = info.database_name ?? "";
  const clear = useCallback(() => onCleared(), [onCleared]);
  const actions = useMemo<SectionAction<EventDatabaseInfo>[]>(
    () => [
      {
        id: "clear",
        label: "eventConfiguration.database.clear",
        privilege: "GLOBAL_CONFIG_MANAGEMENT",
        selection: "one",
        variant: "danger",
        appliesTo: (row) => row.event_database_configured,
        confirm: {
          title: "eventConfiguration.database.clearTitle",
          question: "eventConfiguration.database.clearQuestion",
        },
        // The admin types the database's name: clearing cannot happen by a stray click.
        input: {
          initial: { typed: "" },
          render: (values, set) => (
            <ClearConfirmation databaseName={databaseName} values={values} set={set} />
          ),
          isComplete: (values) => values.typed === databaseName,
        },
        request: { kind: "item", call: () => clearEventDatabaseCall() },
        success: "eventConfiguration.database.cleared",
      },
    ],
    [databaseName],
  );
  const item = useItemActions<EventDatabaseInfo>({
    item: info,
    actions,
    itemId: () => "event-database",
    itemLabel: (row) => row.database_name ?? "",
    label: "eventConfiguration.database.actions",
    onDone: clear,
  });
  const editButton = (
    <EditButton
      label={t(
        info.event_database_configured
          ? "eventConfiguration.action.edit"
          : "eventConfiguration.database.configure",
      )}
      privilege="GLOBAL_CONFIG_MANAGEMENT"
      onSaved={onSaved}
      editor={(controls) => <EventDatabaseForm info={info} {...controls} />}
    />
  );
  const status = monitor
    ? t("eventConfiguration.database.statusValue", {
        status: t(`eventConfiguration.status.${monitor.status}`),
        count: monitor.event_count ?? 0,
      })
    : t("eventConfiguration.value.unknown");
  return (
    <>
      <div className="vdc-toolbar">
        {editButton}
        {info.event_database_configured && item.bar}
      </div>
      <NoticeLine notice={item.notice} />
      {info.event_database_configured ? (
        <KeyValuePanel
          label={t("eventConfiguration.database.title")}
          entries={[
            ["eventConfiguration.database.status", status],
            ["eventConfiguration.database.server", info.server_name],
            ["eventConfiguration.database.type", info.type && t(`eventConfiguration.type.${info.type}`)],
            ["eventConfiguration.database.port", info.port === undefined ? undefined : String(info.port)],
            ["eventConfiguration.database.name", info.database_name],
            ["eventConfiguration.database.username", info.username],
            ["eventConfiguration.database.password", t("eventConfiguration.value.set")],
            [
              "eventConfiguration.database.tablePrefix",
              info.table_prefix || t("eventConfiguration.value.none"),
            ],
            [
              "eventConfiguration.database.showFor",
              info.show_events_for_time && t(period(info.show_events_for_time)),
            ],
            [
              "eventConfiguration.database.newFor",
              info.classify_events_as_new_for_days === undefined
                ? undefined
                : t("eventConfiguration.value.days", { count: info.classify_events_as_new_for_days }),
            ],
          ]}
        />
      ) : (
        <p role="status">{t("eventConfiguration.database.notConfigured")}</p>
      )}
      {item.dialogs}
    </>
  );
}

function ClearConfirmation({
  databaseName,
  values,
  set,
}: {
  databaseName: string;
  values: Readonly<Record<string, string | boolean>>;
  set: (name: string, value: string) => void;
}) {
  const t = useTranslation();
  const id = useId();
  return (
    <div className="vdc-field">
      <label htmlFor={id}>{t("eventConfiguration.database.typeName", { name: databaseName })}</label>
      <input
        id={id}
        className="vdc-input"
        type="text"
        autoComplete="off"
        value={String(values.typed ?? "")}
        onChange={(event) => set("typed", event.target.value)}
      />
    </div>
  );
}

function EventDatabaseForm({ info, onCancel, onSaved }: EditorControls & { info: EventDatabaseInfo }) {
  const t = useTranslation();
  const formId = useId();
  const form = useEditForm<EventDatabaseFields>({
    initial: eventDatabaseFields(info),
    validate: validateEventDatabase,
    save: (fields) => updateEventDatabase(eventDatabaseUpdate(fields)),
    onSaved,
  });
  const field = { form, formId };
  return (
    <EditDialog title={t("eventConfiguration.database.editTitle")} form={form} onCancel={onCancel}>
      <fieldset className="vdc-fieldset">
        <legend>{t("eventConfiguration.database.connection")}</legend>
        <TextField {...field} field="server_name" label="eventConfiguration.database.server" />
        <SelectField
          {...field}
          field="type"
          label="eventConfiguration.database.type"
          options={DATABASE_TYPES}
          optionLabel={(value) => `eventConfiguration.type.${value}`}
        />
        <TextField {...field} field="port" label="eventConfiguration.database.port" />
        <TextField {...field} field="database_name" label="eventConfiguration.database.name" />
        <TextField {...field} field="username" label="eventConfiguration.database.username" />
        <TextField {...field} field="password" type="password" label="eventConfiguration.database.password" />
        <TextField
          {...field}
          field="table_prefix"
          label="eventConfiguration.database.tablePrefix"
          hint="eventConfiguration.database.tablePrefixHint"
        />
      </fieldset>
      <fieldset className="vdc-fieldset">
        <legend>{t("eventConfiguration.database.retention")}</legend>
        <SelectField
          {...field}
          field="show_events_for_time"
          label="eventConfiguration.database.showFor"
          options={SHOW_PERIODS}
          optionLabel={period}
        />
        <SelectField
          {...field}
          field="classify_events_as_new_for_days"
          label="eventConfiguration.database.newFor"
          options={["1", "2", "3"]}
          optionLabel={(value) => `eventConfiguration.days.${value}`}
        />
      </fieldset>
    </EditDialog>
  );
}
