/**
 * The spec's search constants: a limit of 10, EURUSD by default, both filters ALL.
 * Apart from the zod contract so a page can start its search without shipping the schemas.
 */
export const symbolSearchDefaults = { limit: 10, query: "EURUSD", exchange: "ALL", type: "ALL" } as const;
