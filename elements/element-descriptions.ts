// Every element's description, in tag order: what scripts/generate-manifest.mjs turns into custom-elements.json.
import type { ElementDescription } from "./element-description";
import { dashboardDescription } from "./dashboard/dashboard.description";
import { loginDescription } from "./login/login.description";

export const ELEMENT_DESCRIPTIONS: readonly ElementDescription[] = [dashboardDescription, loginDescription];
