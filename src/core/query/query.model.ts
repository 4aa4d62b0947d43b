/** Every entity type the first-generation query service accepts (spec 001 section 3). */
export const QUERY_ENTITY_TYPES = [
  "ADUserOrGroupSummaryView",
  "ApplicationIconInfo",
  "ApplicationInfo",
  "DesktopSummaryView",
  "EntitledUserOrGroupGlobalSummaryView",
  "EntitledUserOrGroupLocalSummaryView",
  "EventSummaryView",
  "FarmHealthInfo",
  "DesktopHealthInfo",
  "FarmSummaryView",
  "GlobalEntitlementSummaryView",
  "GlobalApplicationEntitlementInfo",
  "GlobalEntitlementInfo",
  "HelpdeskActivityView",
  "MachineNamesView",
  "MachineStateView",
  "MachineSummaryView",
  "MachineDetailsView",
  "PersistentDiskInfo",
  "PersistentDiskGeneralData",
  "PodAssignmentInfo",
  "RDSServerInfo",
  "RDSServerSummaryView",
  "RegisteredPhysicalMachineInfo",
  "SessionGlobalSummaryView",
  "SessionLocalSummaryView",
  "TaskInfo",
  "UserHomeSiteInfo",
  "AuditEventSummaryView",
] as const;

export type QueryEntityType = (typeof QUERY_ENTITY_TYPES)[number];

const ENTITY_TYPE_SET: ReadonlySet<string> = new Set(QUERY_ENTITY_TYPES);

/** True when a string names a known query entity type. */
export function isQueryEntityType(value: unknown): value is QueryEntityType {
  return typeof value === "string" && ENTITY_TYPE_SET.has(value);
}

/** Comparisons on one member. */
export type SimpleFilterType = "Contains" | "Equals" | "NotEquals" | "StartsWith" | "Between";
/** The operators offered to users in search fields. */
export const SEARCH_FILTER_TYPES = [
  "Contains",
  "StartsWith",
  "Equals",
] as const satisfies readonly SimpleFilterType[];

export interface SimpleFilter {
  type: SimpleFilterType;
  memberName: string;
  value?: unknown;
  fromValue?: unknown;
  toValue?: unknown;
  name?: string;
}

export interface MultiFilter {
  type: "And" | "Or";
  filters: QueryFilter[];
}

export interface NotFilter {
  type: "Not";
  filter: QueryFilter;
}

export type QueryFilter = SimpleFilter | MultiFilter | NotFilter;
export type FilterType = QueryFilter["type"];

/** A comparison on one member; StartsWith unless told otherwise. */
export function simpleFilter(
  memberName: string,
  value: unknown,
  type: SimpleFilterType = "StartsWith",
): SimpleFilter {
  return { type, memberName, value };
}

/** A range comparison on one member. */
export function betweenFilter(memberName: string, fromValue: unknown, toValue: unknown): SimpleFilter {
  return { type: "Between", memberName, fromValue, toValue };
}

/** Several filters combined; And unless told otherwise. */
export function multiFilter(filters: QueryFilter[], type: MultiFilter["type"] = "And"): MultiFilter {
  return { type, filters };
}

/** The negation of a filter. */
export function notFilter(filter: QueryFilter): NotFilter {
  return { type: "Not", filter };
}

/** The fields a caller may set on a query; entityType is required. */
export interface QueryInit {
  entityType: QueryEntityType;
  filter?: QueryFilter;
  sortBy?: string;
  sortDescending?: boolean;
  startingOffset?: number;
  limit?: number;
  maxPageSize?: number;
}

/** The body the query service receives. */
export interface QueryWire {
  queryEntityType: QueryEntityType;
  filter?: QueryFilter;
  sortBy?: string;
  sortDescending: boolean;
  startingOffset: number;
  limit?: number;
  maxPageSize?: number;
}

/** A query service request: ascending from offset 0 unless told otherwise. */
export class Query {
  readonly entityType: QueryEntityType;
  readonly filter: QueryFilter | undefined;
  readonly sortBy: string | undefined;
  readonly sortDescending: boolean;
  readonly startingOffset: number;
  readonly limit: number | undefined;
  readonly maxPageSize: number | undefined;

  constructor(init: QueryInit) {
    this.entityType = init.entityType;
    this.filter = init.filter;
    this.sortBy = init.sortBy;
    this.sortDescending = init.sortDescending ?? false;
    this.startingOffset = init.startingOffset ?? 0;
    this.limit = init.limit;
    this.maxPageSize = init.maxPageSize;
  }

  /** The entity type as the service names it. */
  get queryEntityType(): QueryEntityType {
    return this.entityType;
  }

  /** A copy with some fields replaced. */
  with(changes: Partial<QueryInit>): Query {
    return new Query({ ...this.init(), ...changes });
  }

  /** The JSON body sent to the service. */
  toJSON(): QueryWire {
    const wire: QueryWire = {
      queryEntityType: this.entityType,
      sortDescending: this.sortDescending,
      startingOffset: this.startingOffset,
    };
    if (this.filter) wire.filter = this.filter;
    if (this.sortBy !== undefined) wire.sortBy = this.sortBy;
    if (this.limit !== undefined) wire.limit = this.limit;
    if (this.maxPageSize !== undefined) wire.maxPageSize = this.maxPageSize;
    return wire;
  }

  private init(): QueryInit {
    const init: QueryInit = {
      entityType: this.entityType,
      sortDescending: this.sortDescending,
      startingOffset: this.startingOffset,
    };
    if (this.filter) init.filter = this.filter;
    if (this.sortBy !== undefined) init.sortBy = this.sortBy;
    if (this.limit !== undefined) init.limit = this.limit;
    if (this.maxPageSize !== undefined) init.maxPageSize = this.maxPageSize;
    return init;
  }
}

/** The query layer's validation failures, with the spec's messages. */
export class QueryError extends Error {
  constructor(message: "Not a query" | "Invalid Argument") {
    super(message);
    this.name = "QueryError";
  }
}

/** Throws 'Not a query' for anything but a Query, and 'Invalid Argument' for an unknown entity type. */
export function assertQuery(value: unknown): asserts value is Query {
  if (!(value instanceof Query)) throw new QueryError("Not a query");
  if (!isQueryEntityType(value.entityType)) throw new QueryError("Invalid Argument");
}

/** What create and getnext return: one page, the cursor id and how many rows remain after it. */
export interface QueryResult<Row> {
  id?: string;
  results: Row[];
  remainingCount: number;
}
