import { restApi } from "../../../core/http/api-clients";

/** One specified machine name with the server's verdict (SUCCESS, DUPLICATE_VM_NAME, ...). */
export interface SpecifiedNameStatus {
  machine_name: string;
  specified_names_statuses: string[];
}

/** Checks manually specified machine names for length, characters and duplicates. */
export function validateSpecifiedNames(names: readonly string[]): Promise<SpecifiedNameStatus[]> {
  return restApi
    .post(
      { names_spec: names.map((machine_name) => ({ machine_name })) },
      "/inventory/v1/desktop-pools/action/validate-specified-names",
    )
    .json<SpecifiedNameStatus[]>();
}
