import { version } from "../../package.json";

/** The console's version: shown on the login screen and appended to translation and feature URLs. */
export const CONSOLE_VERSION: string = version;
