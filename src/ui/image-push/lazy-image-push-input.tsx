import { LazyModule } from "../lazy/lazy-module";
import type { ImagePushInputProps } from "./image-push-input";

// The image and snapshot pickers load when a push is first confirmed: the pool and farm pages' first
// paint does not need them (decision 0037).
const loadImagePushInput = () => import("./image-push-input");

/** The push-image confirmation's fields, loaded on first use. */
export function LazyImagePushInput(props: ImagePushInputProps) {
  return (
    <LazyModule load={loadImagePushInput} render={({ ImagePushInput }) => <ImagePushInput {...props} />} />
  );
}
