/** The pool wizard's chunk, loaded when an administrator opens it: pages with a pool list or a pool never pay for it. */
export const loadDesktopPoolWizard = () => import("./desktop-pool-wizard");
