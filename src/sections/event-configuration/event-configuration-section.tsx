import { useSignals } from "@preact/signals-react/runtime";
import { hasPrivilege } from "../../core/privileges/privileges.model";
import { useTranslation } from "../../ui/i18n/use-translation";
import { SectionPage } from "../../ui/section-page/section-page";
import { EventDatabasePanel } from "./components/event-database-panel";
import { NotOfferedCard } from "./components/not-offered-card";
import { EVENT_CONFIGURATION_STYLES } from "./event-configuration.styles";

/**
 * The event configuration (route event_configuration): the event database. Syslog and event file settings
 * have no call in the public REST API 2212 (and none known in a later version): the console sends none and
 * says the pod does not offer them.
 */
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
        <NotOfferedCard
          title={t("eventConfiguration.syslog.title")}
          message={t("eventConfiguration.syslog.notOffered")}
        />
        <NotOfferedCard
          title={t("eventConfiguration.file.title")}
          message={t("eventConfiguration.file.notOffered")}
        />
      </div>
    </SectionPage>
  );
}
