import { LazyModule } from "../../ui/lazy/lazy-module";
import type { HostPickerProps, MaintenanceInputProps } from "./farm-inputs";

// The RDS host picker and the maintenance schedule load when a confirmation first shows them: the farm
// list's and page's first paint does not need them (decision 0038).
const loadFarmInputs = () => import("./farm-inputs");

/** The RDS host checklist of a confirmation, loaded on first use. */
export function LazyHostPicker(props: HostPickerProps) {
  return <LazyModule load={loadFarmInputs} render={({ HostPicker }) => <HostPicker {...props} />} />;
}

/** The maintenance schedule fields of a confirmation, loaded on first use. */
export function LazyMaintenanceInput(props: MaintenanceInputProps) {
  return (
    <LazyModule load={loadFarmInputs} render={({ MaintenanceInput }) => <MaintenanceInput {...props} />} />
  );
}
