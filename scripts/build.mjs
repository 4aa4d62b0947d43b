// `npm run build`: a full build into dist/.
import { buildIfNeeded } from "./build-if-needed.mjs";

try {
  buildIfNeeded({ force: true });
} catch {
  process.exit(1);
}
