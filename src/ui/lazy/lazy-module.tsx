import { useEffect, useState, type ReactNode } from "react";
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
// in the first render, without a loading line.
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
  /** The id of the loading line and of the failure block, when a control points at what loads here. */
  id?: string;
}

/** A module loaded on first use: a loading line while its chunk arrives, a retry if it cannot. */
export function LazyModule<Module>({
  load,
  render,
  loadingText,
  failedText,
  className,
  id,
}: LazyModuleProps<Module>) {
  const t = useTranslation();
  // State and an effect rather than Suspense: the outcome arrives as an ordinary update, so a module opened
  // by a click renders the same way in a browser and under a test's act(), and a loaded module renders at
  // once without a fallback round.
  const [outcome, setOutcome] = useState<{ load: ModuleLoader<unknown>; settled: Settled<Module> }>();
  const [attempt, setAttempt] = useState(0);
  const loaded = loadedModules.has(load);
  useEffect(() => {
    if (loaded) return undefined;
    let isCurrent = true;
    void settle(load).then((settled) => {
      if (isCurrent) setOutcome({ load, settled });
    });
    return () => {
      isCurrent = false;
    };
  }, [load, loaded, attempt]);

  if (loaded) return render(loadedModules.get(load) as Module);
  const settled = outcome?.load === load ? outcome.settled : undefined;
  if (settled && "module" in settled) return render(settled.module);
  if (settled) {
    return (
      <LoadFailed
        message={failedText ?? t("ui.lazy.loadFailed")}
        onRetry={() => {
          setOutcome(undefined);
          setAttempt((value) => value + 1);
        }}
        {...(className ? { className } : {})}
        {...(id ? { id } : {})}
      />
    );
  }
  return (
    <p role="status" className={className ?? "vdc-lazy-loading"} id={id}>
      {loadingText ?? t("ui.lazy.loading")}
    </p>
  );
}
