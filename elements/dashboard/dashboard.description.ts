import {
  ELEMENT_METHODS,
  ROOT_PART,
  SECTION_EVENTS,
  SESSION_ATTRIBUTES,
  THEME_PROPERTIES,
  WAITING_PART,
  type ElementDescription,
} from "../element-description";

export const dashboardDescription: ElementDescription = {
  tag: "vdc-dashboard",
  className: "VdcDashboard",
  name: "dashboard",
  summary:
    "The console's dashboard: session and machine counts and charts, problem machines and the health of every pod component. Counts link into other sections through vdc-navigate.",
  attributes: SESSION_ATTRIBUTES,
  events: SECTION_EVENTS,
  cssParts: [
    ROOT_PART,
    WAITING_PART,
    { name: "dashboard", description: "The dashboard's content area." },
    { name: "dashboard-tile", description: "One count tile." },
    { name: "dashboard-health", description: "The system health panel." },
    { name: "chart", description: "A bar chart." },
  ],
  cssProperties: THEME_PROPERTIES,
  methods: ELEMENT_METHODS,
};
