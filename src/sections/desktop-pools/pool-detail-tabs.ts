// The pool page's less visited tabs, one chunk loaded when the first of them is opened: a page showing a
// pool's summary, machines or sessions never pays for them.
export { PoolApplicationsTab } from "./pool-applications-tab";
export { PoolMachineDetailsTab } from "./pool-machine-details-tab";
export { PoolTasksTab } from "./pool-tasks-tab";
