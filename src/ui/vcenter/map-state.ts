import type { ResourceState } from "../resource/use-resource";

/** A loaded list's rows turned into what a picker shows, keeping loading and error as they are. */
export function mapState<T, U>(state: ResourceState<T[]>, map: (item: T) => U): ResourceState<U[]> {
  return state.status === "ready" ? { status: "ready", data: state.data.map(map) } : state;
}
