import type { NamedItem } from "../query/id-names";

/**
 * The farm names that RDS host lists show beside each host: read once per list (the farm list is small
 * and unpaged), read again after a failure.
 */
export class FarmNames {
  readonly #load: () => Promise<readonly NamedItem[]>;
  #names: Promise<Map<string, string>> | undefined;

  constructor(load: () => Promise<readonly NamedItem[]>) {
    this.#load = load;
  }

  /**
   * Each host with its farm's name. Strict (export, actions on all rows) rejects when the names cannot be
   * read rather than hand over ids where names belong; a page shows its hosts without them.
   */
  async attach<Host extends { farm_id?: string | undefined }>(
    hosts: readonly Host[],
    isStrict: boolean,
  ): Promise<(Host & { farmName?: string })[]> {
    this.#names ??= this.#load().then((farms) => new Map(farms.map((farm) => [farm.id, farm.name])));
    const names = await this.#names.catch((error: unknown) => {
      this.#names = undefined;
      if (isStrict) throw error;
      return new Map<string, string>();
    });
    return hosts.map((host) => {
      const farmName = host.farm_id ? names.get(host.farm_id) : undefined;
      return farmName ? { ...host, farmName } : { ...host };
    });
  }
}
