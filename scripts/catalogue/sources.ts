import { readFileSync } from "node:fs";
import type { CatalogueSources } from "./build";

const dataFile = (name: string) => readFileSync(new URL(`../data/${name}`, import.meta.url), "utf8");

/** The files in scripts/data/ (see its README for sources and licences). */
export const readCatalogueSources = (): CatalogueSources => ({
  sp500Csv: dataFile("sp500-constituents.csv"),
  nasdaqCsv: dataFile("nasdaq-listed-symbols.csv"),
  indicesCsv: dataFile("indices.csv"),
  cryptosCsv: dataFile("cryptos.csv"),
  futuresCsv: dataFile("futures.csv"),
  cfdsCsv: dataFile("cfds.csv"),
});
