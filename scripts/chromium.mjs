// Finds the Chromium that browser tests, end-to-end tests and benchmarks use. Nothing here downloads a
// browser: CHROME_PATH wins, then Debian's /usr/bin/chromium; as root with apt, Debian's package is installed.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** Flags that work headless, as root, on a machine without outside network. */
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-dev-shm-usage",
  // Every browser window preloads the address bar's suggestion popups as pages of their own, kept busy
  // though headless shows no address bar: without them a sign-in took a third less of Chromium's CPU
  // (9.2 s against 13.7 s for eight, measured on Chromium 156). Names Chromium does not know are ignored.
  "--disable-features=WebUIOmniboxPopup,OmniboxAimPopup,WebUIOmniboxAimPopup",
];

function findInstalled() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist`);
  }
  return CANDIDATES.find((path) => existsSync(path));
}

/** The browser's path; installs Debian's chromium when allowed, else throws with a one-line instruction. */
export function chromiumPath({ install = false } = {}) {
  const found = findInstalled();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (install && isRoot && hasApt) {
    console.log("Installing Chromium from Debian (apt-get install -y chromium)...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = findInstalled();
    if (installed) return installed;
  }
  throw new Error(
    "Chromium not found: run `sudo apt-get install -y chromium` or set CHROME_PATH to a Chromium or Chrome binary.",
  );
}
