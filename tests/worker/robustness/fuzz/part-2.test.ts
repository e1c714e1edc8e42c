import { fuzzPart } from "./property";

fuzzPart(2);
