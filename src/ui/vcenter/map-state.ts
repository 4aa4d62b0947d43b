import type { ResourceState } from "../resource/use-resource";

/** A loaded list's rows turned into what a picker shows, keeping loading and error as they are. */
export function mapState<T, U>(state: ResourceState<T[]>, map: (item: T) => U): ResourceState<U[]> {
  return state.status === "ready" ? { status: "ready", data: state.data.map(map) } : state;
}

/** The ids a multiple choice holds as choices (id and name), read from its loaded list. */
export function chosenItems(
  state: ResourceState<readonly { id: string; label: string }[]>,
  ids: readonly string[],
): { id: string; label: string }[] {
  return state.status === "ready"
    ? state.data.filter((item) => ids.includes(item.id)).map(({ id, label }) => ({ id, label }))
    : [];
}
