import { ListSection, type ListSectionProps } from "../../../src/ui/list-section/list-section";
import type { Host } from "./host-fixtures";

/**
 * The list section over the stories' hosts. Its own exported module so react-docgen lists the list
 * section's props on the docs page (it reads none from components a story file keeps to itself).
 */
export function HostList(props: ListSectionProps<Host>) {
  return <ListSection<Host> {...props} />;
}
