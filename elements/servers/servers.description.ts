import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const serversDescription: ElementDescription = {
  tag: "vdc-servers",
  className: "VdcServers",
  name: "servers",
  summary:
    "The servers the pod is wired to, on tabs: vCenter servers (add and edit on a wizard that shows the certificate for acceptance, mark archival datastores, remove), gateways (register, unregister), connection servers (enable, disable, settings, certificate), the gateways' certificates and App Volumes managers (add, edit, assign farms, push certificates, remove), each with its health.",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "tab",
      kind: "string",
      type: '"vcenter" | "gateways" | "connection_servers" | "gateway_certificates" | "app_volumes_manager"',
      description:
        "The tab to show (vcenter by default); the user can switch tabs inside the element, and a new value shows that tab.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "servers", description: "The section's content area." },
    { name: "grid", description: "The grid of the selected tab." },
    { name: "grid-toolbar", description: "The grid's toolbar (actions, filter, refresh, export)." },
    { name: "grid-footer", description: "The grid's footer (counts, paging)." },
    { name: "dialog", description: "The confirmation, results, wizard and edit dialogs." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
