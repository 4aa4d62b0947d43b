const MB_PER_GB = 1024;

/** Converts megabytes to gigabytes with the platform's 1024 factor. */
export function megabytesToGigabytes(megabytes: number): number {
  return megabytes / MB_PER_GB;
}
