/** The lists of the registered machines section (RDS hosts; physical machines with the rds_server flag). */
export const RDS_SERVERS_PATH = "/inventory/v1/rds-servers";
export const PHYSICAL_MACHINES_PATH = "/inventory/v2/physical-machines";
export const FARMS_PATH = "/inventory/v1/farms";
