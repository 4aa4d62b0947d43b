import { useId } from "react";
import { useTranslation } from "../../ui/i18n/use-translation";
import { StatusIcon } from "../../ui/status-icon/status-icon";
import type { SectionTarget } from "./section-target";
import type { Tile } from "./dashboard.model";
import {
  GATEWAY_SESSION_TIMEOUT_VERSION,
  HEALTH_COMPONENTS,
  sortHealthItems,
  worstLevel,
  type HealthComponent,
  type HealthItem,
} from "./system-health.model";

/** Where each component's own list lives, for the heading link. */
const COMPONENT_TARGETS: Readonly<Partial<Record<HealthComponent, SectionTarget>>> = {
  connectionServers: { section: "servers", filter: { tab: "connectionServers" } },
  gateways: { section: "servers", filter: { tab: "gateways" } },
  virtualCenters: { section: "servers", filter: { tab: "vCenterServers" } },
  adDomains: { section: "domains" },
  eventDatabase: { section: "event-configuration" },
  farms: { section: "farms" },
};

export interface HealthPanelProps {
  health: Record<HealthComponent, Tile<HealthItem[]>>;
  onNavigate: ((target: SectionTarget) => void) | undefined;
}

/** System health: one group per kind of component, each item with its status icon, problems first. */
export function HealthPanel({ health, onNavigate }: HealthPanelProps) {
  const t = useTranslation();
  const headingId = useId();
  return (
    <section className="vdc-dashboard__health" aria-labelledby={headingId} part="dashboard-health">
      <h3 id={headingId} className="vdc-dashboard__subtitle">
        {t("dashboard.health.title")}
      </h3>
      <div className="vdc-dashboard__health-groups">
        {HEALTH_COMPONENTS.map((component) => (
          <HealthGroup
            key={component}
            component={component}
            tile={health[component]}
            onOpen={
              onNavigate && COMPONENT_TARGETS[component]
                ? () => onNavigate(COMPONENT_TARGETS[component] as SectionTarget)
                : undefined
            }
          />
        ))}
      </div>
    </section>
  );
}

interface HealthGroupProps {
  component: HealthComponent;
  tile: Tile<HealthItem[]>;
  onOpen: (() => void) | undefined;
}

function HealthGroup({ component, tile, onOpen }: HealthGroupProps) {
  const t = useTranslation();
  const headingId = useId();
  const title = t(`dashboard.health.component.${component}`);
  const items = tile.status === "ready" ? sortHealthItems(tile.value) : [];
  const level =
    tile.status === "ready" && items.length > 0 ? worstLevel(items.map((item) => item.level)) : null;
  return (
    <div
      className="vdc-dashboard__health-group"
      role="group"
      aria-labelledby={headingId}
      aria-busy={tile.status === "loading"}
    >
      <h4 id={headingId} className="vdc-dashboard__health-title">
        {level && <StatusIcon status={level} />}
        {onOpen ? (
          <button type="button" className="vdc-link" onClick={onOpen}>
            {title}
          </button>
        ) : (
          <span>{title}</span>
        )}
      </h4>
      {tile.status === "loading" && <p className="vdc-dashboard__note">{t("ui.state.loading")}</p>}
      {tile.status === "failed" && <p className="vdc-error-text">{t("dashboard.state.tileFailed")}</p>}
      {tile.status === "forbidden" && (
        <p className="vdc-dashboard__note">{t("dashboard.state.tileNoPermission")}</p>
      )}
      {tile.status === "ready" && items.length === 0 && (
        <p className="vdc-dashboard__note">{t("dashboard.health.noneConfigured")}</p>
      )}
      {items.length > 0 && (
        <ul className="vdc-dashboard__health-items">
          {items.map((item) => (
            <li key={item.id} className="vdc-dashboard__health-item">
              <StatusIcon status={item.level} />
              <span className="vdc-dashboard__health-name">{item.name || t("dashboard.health.unnamed")}</span>
              {item.detailKey && <span className="vdc-dashboard__note">{t(item.detailKey)}</span>}
              {item.reasons?.map((reason) => (
                <span key={reason.key} className="vdc-dashboard__note">
                  {t(reason.key, reason.values)}
                </span>
              ))}
              {item.warningKey && (
                <span className="vdc-dashboard__warning">
                  {t(item.warningKey, { version: GATEWAY_SESSION_TIMEOUT_VERSION, ...item.warningValues })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
