import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  GRID_SECTION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const federationDescription: ElementDescription = {
  tag: "vdc-federation",
  className: "VdcFederation",
  name: "federation",
  summary:
    "The pod federation: cloud pod architecture (state, initialize, join, unjoin, uninitialize, the running task's progress, the pod list with move and eject) or, with view=sites, the sites (create, rename, delete).",
  attributes: [
    ...GRID_SECTION_ATTRIBUTES,
    {
      name: "view",
      kind: "string",
      type: '"cpa" | "progress" | "podlist" | "sites"',
      description:
        "The page to show: the cloud pod architecture (default), the running task's progress, the pod list or the sites; the user can move between the first three inside the element.",
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "cpa", description: "The cloud pod architecture page." },
    { name: "cpa-progress", description: "The progress page of the running task." },
    { name: "cpa-pods", description: "The pod list." },
    { name: "sites", description: "The site list." },
    { name: "grid", description: "The grids." },
    { name: "grid-toolbar", description: "A grid's toolbar." },
    { name: "grid-footer", description: "A grid's footer." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
