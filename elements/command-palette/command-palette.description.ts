import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  SESSION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const commandPaletteDescription: ElementDescription = {
  tag: "vdc-command-palette",
  className: "VdcCommandPalette",
  name: "command-palette",
  summary:
    "One search box over the pod: desktop pools, application pools, farms, machines, users and groups, sessions and the embeddable sections by name as you type; choosing a result fires vdc-navigate with its ids.",
  attributes: [
    ...SESSION_ATTRIBUTES,
    {
      name: "shortcut",
      kind: "string",
      type: '"ctrl-k" | "none"',
      description:
        "With ctrl-k (the default), Ctrl+K or Cmd+K anywhere on the page focuses the box; none leaves the page's keys alone.",
      default: '"ctrl-k"',
    },
  ],
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "command-palette", description: "The search box and its list of results." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
