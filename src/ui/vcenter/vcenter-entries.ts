import type { VcenterChoice } from "./vcenter-choice";

// What the vCenter steps of the pool and farm wizards put in a draft, and how it goes into a create or
// update spec, apart from the steps' pickers: a pool's or farm's page builds update specs (enable,
// disable) from a draft without bringing the wizard's pickers into its first paint (decision 0037).

/** The network step's entries; a wizard's draft holds them among its own. */
export interface NetworkEntries {
  /** Every card keeps the golden image's network (no NIC settings are sent). */
  useImageNetwork: boolean;
  /** Card id → the name of the network its clones connect to; a card not listed keeps the image's. */
  nicNetworks: Readonly<Record<string, string>>;
}

export const EMPTY_NETWORK: NetworkEntries = { useImageNetwork: true, nicNetworks: {} };

/** The choice of a card that keeps the image's network (no network label is named "" in vSphere). */
export const IMAGE_NETWORK = "";

/** The cards given a network of their own, with that network. */
export const mappedCards = (entries: NetworkEntries) =>
  Object.entries(entries.nicNetworks).filter(([, network]) => network !== IMAGE_NETWORK);

/** Whether the step's entries can be sent: the image's network, or at least one card given a network. */
export const isNetworkChosen = (entries: NetworkEntries) =>
  entries.useImageNetwork || mappedCards(entries).length > 0;

/**
 * The `nics` of a create spec (DesktopPoolNetworkInterfaceCardSettingsCreateSpec and
 * FarmNetworkInterfaceCardSettingsCreateSpec share the shape): each card given a network, any number of
 * clones on it. None when the image's network is kept.
 */
export function nicSettingsOf(entries: NetworkEntries) {
  if (entries.useImageNetwork) return {};
  const nics = mappedCards(entries).map(([cardId, network]) => ({
    network_interface_card_id: cardId,
    network_label_assignment_specs: [
      { enabled: true, max_label_type: "UNLIMITED" as const, network_label_name: network },
    ],
  }));
  return nics.length > 0 ? { nics } : {};
}

/** The ClonePrep step's entries; a wizard's draft holds them among its own. */
export interface ClonePrepEntries {
  domainAccountId: string;
  adContainer: string;
  powerOffScript: string;
  powerOffParameters: string;
  postSyncScript: string;
  postSyncParameters: string;
}

/** The OpenAPI's default container for new computer accounts. */
export const DEFAULT_AD_CONTAINER = "CN=Computers";

export const EMPTY_CLONE_PREP: ClonePrepEntries = {
  domainAccountId: "",
  adContainer: DEFAULT_AD_CONTAINER,
  powerOffScript: "",
  powerOffParameters: "",
  postSyncScript: "",
  postSyncParameters: "",
};

/** A text sent only when given (the create specs take no empty script). */
const given = (key: string, text: string) => (text.trim() === "" ? {} : { [key]: text.trim() });

/**
 * The ClonePrep part of a create spec's customization settings (DesktopPoolCustomizationSettingsCreateSpec
 * and FarmCustomizationSettingsCreateSpecV2 share it).
 */
export function clonePrepSettingsOf(entries: ClonePrepEntries) {
  const scripts = {
    ...given("power_off_script_name", entries.powerOffScript),
    ...given("power_off_script_parameters", entries.powerOffParameters),
    ...given("post_synchronization_script_name", entries.postSyncScript),
    ...given("post_synchronization_script_parameters", entries.postSyncParameters),
  };
  return {
    instant_clone_domain_account_id: entries.domainAccountId,
    ad_container_rdn: entries.adContainer.trim(),
    ...(Object.keys(scripts).length > 0 ? { cloneprep_customization_settings: scripts } : {}),
  };
}

/** The placement entries of a wizard's draft. */
export interface PlacementEntries extends NetworkEntries {
  vcenter: VcenterChoice | null;
  baseVm: VcenterChoice | null;
  snapshot: VcenterChoice | null;
  vmFolder: VcenterChoice | null;
  hostOrCluster: VcenterChoice | null;
  resourcePool: VcenterChoice | null;
  datastores: VcenterChoice[];
  /** Storage DRS datastore clusters (full-clone pools only). */
  datastoreClusters: VcenterChoice[];
  customization: VcenterChoice | null;
}

export const EMPTY_PLACEMENT: PlacementEntries = {
  vcenter: null,
  baseVm: null,
  snapshot: null,
  vmFolder: null,
  hostOrCluster: null,
  resourcePool: null,
  datastores: [],
  datastoreClusters: [],
  customization: null,
  ...EMPTY_NETWORK,
};
