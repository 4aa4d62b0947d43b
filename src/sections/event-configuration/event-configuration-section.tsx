import { useSignals } from "@preact/signals-react/runtime";
import { hasPrivilege } from "../../core/privileges/privileges.model";
import { useTranslation } from "../../ui/i18n/use-translation";
import { SectionPage } from "../../ui/section-page/section-page";
import { EventDatabasePanel } from "./components/event-database-panel";
import { EventFilePanel } from "./components/event-file-panel";
import { SyslogPanel } from "./components/syslog-panel";
import { EVENT_CONFIGURATION_STYLES } from "./event-configuration.styles";

/** The event configuration (route event_configuration): event database, syslog and event files. */
export function EventConfigurationSection() {
  useSignals();
  const t = useTranslation();
  return (
    <SectionPage
      title={t("eventConfiguration.title")}
      part="event-configuration"
      styles={EVENT_CONFIGURATION_STYLES}
      status={
        hasPrivilege("GLOBAL_CONFIG_VIEW|GLOBAL_CONFIG_MANAGEMENT")
          ? { kind: "ready" }
          : { kind: "noPermission", message: t("eventConfiguration.state.noPermission") }
      }
    >
      <div className="vdc-stack">
        <EventDatabasePanel />
        <SyslogPanel />
        <EventFilePanel />
      </div>
    </SectionPage>
  );
}
