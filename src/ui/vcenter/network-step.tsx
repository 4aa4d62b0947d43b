import type { TFunction } from "i18next";
import { isNotOfferedByPod } from "../../core/http/not-offered";
import { getNetworkInterfaceCards } from "../../core/vcenter/get-network-interface-cards";
import { getNetworkLabels } from "../../core/vcenter/get-network-labels";
import type { NetworkInterfaceCard, NetworkLabel } from "../../core/vcenter/vcenter.types";
import { useErrorText } from "../i18n/error-text";
import { useTranslation } from "../i18n/use-translation";
import { LoadFailed } from "../load-failed/load-failed";
import type { DeclaredForm } from "../wizard/declared-step";
import type { WizardStepDeclaration } from "../wizard/declared-wizard";
import { ChoiceList, type ChoiceItem } from "./choice-list";
import { useVcenterList } from "./use-vcenter-list";
import { refusalsOf } from "./vcenter-choice";
import { IMAGE_NETWORK, isNetworkChosen, mappedCards, type NetworkEntries } from "./vcenter-entries";

// The network of instant clones (spec 001 §3 and §5), one step shared by the desktop pool and farm wizards:
// by default every network card of the golden image's snapshot keeps the image's network; otherwise each
// card may be given a network (a port group) of the host or cluster, shown with its switch type, port
// binding and free ports. The create specs name the network by its label name.

/** The earlier choices the step reads: where the image is and where the clones run. */
export interface NetworkPlacement {
  vcenterId: string;
  baseVmId: string;
  snapshotId: string;
  hostOrClusterId: string;
}

const cardLabel = (card: NetworkInterfaceCard, t: TFunction) =>
  card.mac_address
    ? t("ui.network.card", { name: card.name ?? card.id, mac: card.mac_address })
    : (card.name ?? card.id);

/** A network as a choice: its switch, binding and ports; vSphere's refusals in words. */
function networkItem(label: NetworkLabel, t: TFunction): ChoiceItem {
  const details = [
    label.switch_type ? t(`ui.network.switchType.${label.switch_type}`) : "",
    label.label_type ? t(`ui.network.binding.${label.label_type}`) : "",
    label.available_ports !== undefined && label.max_ports !== undefined
      ? t("ui.network.ports", { free: label.available_ports, total: label.max_ports })
      : "",
  ].filter((part) => part !== "");
  return {
    id: label.name,
    label: label.name,
    details: details.join(" · "),
    refusals: refusalsOf(label.incompatible_reasons, t),
  };
}

/** The snapshot's cards, and for each a network of the host or cluster when the administrator chooses. */
function NetworkCards({
  placement,
  form,
}: {
  placement: NetworkPlacement;
  form: DeclaredForm<NetworkEntries>;
}) {
  const t = useTranslation();
  const errorText = useErrorText();
  const { vcenterId, baseVmId, snapshotId, hostOrClusterId } = placement;
  const choosing = !form.values.useImageNetwork;
  const cards = useVcenterList(getNetworkInterfaceCards, vcenterId, baseVmId, snapshotId);
  // The networks are read only once the administrator chooses them.
  const labels = useVcenterList(getNetworkLabels, vcenterId, choosing ? hostOrClusterId : "");

  const notOffered = <p role="status">{t("ui.network.notOffered")}</p>;
  if (cards.state.status === "loading") return <p role="status">{t("ui.state.loading")}</p>;
  if (cards.state.status === "error")
    return isNotOfferedByPod(cards.state.error) ? (
      notOffered
    ) : (
      <LoadFailed message={errorText(cards.state.error)} onRetry={cards.reload} />
    );
  const cardList = cards.state.data;
  if (cardList.length === 0) return <p>{t("ui.network.noCards")}</p>;
  if (!choosing)
    return (
      <section aria-label={t("ui.network.cards")}>
        <ul className="vdc-choice-list">
          {cardList.map((card) => (
            <li key={card.id}>{cardLabel(card, t)}</li>
          ))}
        </ul>
        <p>{t("ui.network.imageNetworkKept")}</p>
      </section>
    );
  if (labels.state.status === "error" && isNotOfferedByPod(labels.state.error)) return notOffered;
  const imageItem: ChoiceItem = { id: IMAGE_NETWORK, label: t("ui.network.imageNetwork") };
  const state =
    labels.state.status === "ready"
      ? {
          status: "ready" as const,
          data: [imageItem, ...labels.state.data.map((label) => networkItem(label, t))],
        }
      : labels.state;
  const setCard = (cardId: string, network: string) =>
    form.setField("nicNetworks", { ...form.values.nicNetworks, [cardId]: network });
  return (
    <>
      {labels.state.status === "ready" && labels.state.data.length === 0 && (
        <p>{t("ui.network.noNetworks")}</p>
      )}
      {cardList.map((card) => (
        <ChoiceList
          key={card.id}
          label={cardLabel(card, t)}
          emptyText={t("ui.network.noNetworks")}
          state={state}
          onRetry={labels.reload}
          value={form.values.nicNetworks[card.id] ?? IMAGE_NETWORK}
          onChange={(item) => setCard(card.id, item.id)}
        />
      ))}
      {!isNetworkChosen(form.values) && <p role="status">{t("ui.network.chooseOne")}</p>}
    </>
  );
}

/** The network step of an instant-clone pool or farm, reading the cards of the chosen snapshot. */
export function networkStepOf(placement: NetworkPlacement): WizardStepDeclaration<NetworkEntries> {
  return {
    id: "network",
    title: "ui.network.step",
    fields: [
      {
        kind: "check",
        field: "useImageNetwork",
        label: "ui.network.useImageNetwork",
        summary: { label: "ui.network.step", value: networkSummary },
      },
      {
        kind: "custom",
        id: "nicNetworks",
        render: (form) => <NetworkCards placement={placement} form={form} />,
        isValid: isNetworkChosen,
      },
    ],
  };
}

/** The step's choice for a wizard's summary. */
export function networkSummary(entries: NetworkEntries, t: TFunction): string {
  const networks = [...new Set(mappedCards(entries).map(([, network]) => network))];
  return entries.useImageNetwork || networks.length === 0
    ? t("ui.network.imageNetwork")
    : networks.join(", ");
}
