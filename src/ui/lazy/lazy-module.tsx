import { Suspense, use, useState, type ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";
import { LoadFailed } from "../load-failed/load-failed";

/**
 * Imports a module on first use: a dynamic import(), so the bundler gives it a chunk of its own and a page
 * pays for it only when it is opened (a section, a wizard, a tab).
 */
export type ModuleLoader<Module> = () => Promise<Module>;

type Settled<Module> = { module: Module } | { error: unknown };

// One settled promise per loader: a part opened again renders at once; a failed load is forgotten so
// that Retry imports it afresh. Loaded modules are also kept by loader, so a preloaded module renders
// without suspending at all (a suspended reveal would wait for React's fallback throttle).
const settledLoads = new Map<ModuleLoader<unknown>, Promise<Settled<unknown>>>();
const loadedModules = new Map<ModuleLoader<unknown>, unknown>();

function settle<Module>(load: ModuleLoader<Module>): Promise<Settled<Module>> {
  let settled = settledLoads.get(load) as Promise<Settled<Module>> | undefined;
  if (!settled) {
    settled = load().then(
      (module) => {
        loadedModules.set(load, module);
        return { module };
      },
      (error: unknown) => {
        settledLoads.delete(load);
        console.warn("Could not load a part of the console", error);
        return { error };
      },
    );
    settledLoads.set(load, settled);
  }
  return settled;
}

/** Starts loading a module before it is needed (the landing page while the admin signs in). */
export async function preloadModule(load: ModuleLoader<unknown>): Promise<void> {
  await settle(load);
}

export interface LazyModuleProps<Module> {
  load: ModuleLoader<Module>;
  render: (module: Module) => ReactNode;
  /** The loading line, translated; "Loading…" by default. */
  loadingText?: string;
  /** What could not be loaded, translated; a generic sentence by default. */
  failedText?: string;
  /** The class of the loading line and of the failure block, so they sit in the surrounding layout. */
  className?: string;
}

/** A module loaded on first use: a loading line while its chunk arrives, a retry if it cannot. */
export function LazyModule<Module>({
  load,
  render,
  loadingText,
  failedText,
  className,
}: LazyModuleProps<Module>) {
  const t = useTranslation();
  const [, setAttempt] = useState(0);
  // The same element tree before and after the load, so what the module renders keeps its state when the
  // page renders again.
  return (
    <Suspense
      fallback={
        <p role="status" className={className ?? "vdc-lazy-loading"}>
          {loadingText ?? t("ui.lazy.loading")}
        </p>
      }
    >
      <SettledModule
        settled={loadedModules.has(load) ? { module: loadedModules.get(load) as Module } : settle(load)}
        render={render}
        retry={() => setAttempt((attempt) => attempt + 1)}
        failedText={failedText ?? t("ui.lazy.loadFailed")}
        {...(className ? { className } : {})}
      />
    </Suspense>
  );
}

interface SettledModuleProps<Module> {
  /** The outcome itself when the module is loaded, which renders without suspending. */
  settled: Settled<Module> | Promise<Settled<Module>>;
  render: (module: Module) => ReactNode;
  retry: () => void;
  failedText: string;
  className?: string;
}

function SettledModule<Module>({
  settled,
  render,
  retry,
  failedText,
  className,
}: SettledModuleProps<Module>) {
  // A loaded module renders without suspending (a suspended reveal would wait for React's fallback throttle).
  const outcome = settled instanceof Promise ? use(settled) : settled;
  if ("module" in outcome) return render(outcome.module);
  return <LoadFailed message={failedText} onRetry={retry} {...(className ? { className } : {})} />;
}
