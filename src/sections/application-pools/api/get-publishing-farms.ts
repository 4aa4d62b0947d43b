import { restApi } from "../../../core/http/api-clients";

/** A farm applications may be published from (FarmMonitorInfo: its id and name). */
export interface PublishingFarm {
  id: string;
  name: string;
}

/** Every farm the administrator may see, by name (the farms applications may be published from). */
export function getPublishingFarms(): Promise<PublishingFarm[]> {
  return restApi.get("/monitor/farms").json<PublishingFarm[]>();
}
