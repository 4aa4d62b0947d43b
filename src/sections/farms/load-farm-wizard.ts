/** The farm wizard's chunk (add and edit), loaded when an administrator opens it: the list and the farm's page share it. */
export const loadFarmWizard = () => import("./farm-wizard");
