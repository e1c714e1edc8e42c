import { fuzzPart } from "./property";

fuzzPart(1);
