import { fuzzPart } from "./property";

fuzzPart(3);
